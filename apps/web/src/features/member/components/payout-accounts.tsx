import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KEYS } from '@/api/member-query-keys';
import type { TPayoutAccount } from '@/api/member-types';
import { CallError, Notice, QueryState } from '@/components/member/common';
import { useDialog } from '@/components/ui/dialog-store';
import {
  addPayoutAccount,
  removePayoutAccount,
  type usePayoutAccounts,
} from '@/features/member/api/payments';
import { type TFormErrors, type TPayoutFields, validatePayoutAccount } from '@/features/member/lib/forms';
import { useMoneyErrorText } from '@/lib/use-error-text';
import { Field, PaymentPasswordField } from './fields';

const EMPTY: Record<TPayoutFields, string> = {
  bankName: '',
  holderName: '',
  accountNumber: '',
  paymentPassword: '',
};

/** Adds a payout account; the payment password proves it is the account's owner. */
function AddPayoutAccount({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TFormErrors<TPayoutFields>>({});
  const add = useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.payoutAccounts });
      setValues(EMPTY);
      onAdded();
    },
    onError: () => setValues((current) => ({ ...current, paymentPassword: '' })),
  });
  const field = (name: TPayoutFields) => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form
      className="wallet-form wallet-form--inset"
      noValidate
      data-testid="payout-account-form"
      onSubmit={(event) => {
        event.preventDefault();
        const result = validatePayoutAccount(values);
        setErrors(result.errors);
        if (result.body) add.mutate(result.body);
      }}
    >
      <div className="wallet-form__grid">
        <Field label={t('bank_name')} autoComplete="off" maxLength={60} {...field('bankName')} />
        <Field label={t('holder_name')} autoComplete="name" maxLength={80} {...field('holderName')} />
        <Field
          label={t('account_number')}
          autoComplete="off"
          maxLength={34}
          spellCheck={false}
          {...field('accountNumber')}
        />
        <PaymentPasswordField {...field('paymentPassword')} />
      </div>
      <CallError error={add.error} />
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        {add.isPending ? t('submitting') : t('save_account')}
      </button>
    </form>
  );
}

/** My payout accounts (numbers masked by the server), add and remove. */
export function PayoutAccounts({ accounts }: { accounts: ReturnType<typeof usePayoutAccounts> }) {
  const { t } = useTranslation('wallet');
  const { open } = useDialog();
  const errorText = useMoneyErrorText();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const remove = useMutation({
    mutationFn: (account: TPayoutAccount) => removePayoutAccount(account.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.payoutAccounts }),
    onError: (error) => open({ icon: 'error', title: t('payout_accounts'), text: errorText(error) }),
  });
  const list = accounts.data ?? [];
  const isFormShown = isAdding || (accounts.isSuccess && list.length === 0);

  const confirmRemove = (account: TPayoutAccount) => {
    const name = `${account.bankName} ${account.accountNumberMasked}`;
    open({
      icon: 'warning',
      title: t('payout_accounts'),
      text: t('remove_account_confirm', { name }),
      buttons: [
        { label: t('cancel'), variant: 'secondary' },
        { label: t('confirm'), onClick: () => remove.mutate(account) },
      ],
    });
  };

  return (
    <QueryState query={accounts}>
      {added && (
        <Notice tone="success" onClose={() => setAdded(false)}>
          {t('account_added')}
        </Notice>
      )}
      {list.length === 0 ? (
        <p className="wallet-muted">{t('no_payout_accounts')}</p>
      ) : (
        <ul className="wallet-accounts" data-testid="payout-accounts">
          {list.map((account) => (
            <li key={account.id} className="wallet-accounts__item" data-testid="payout-account">
              <span className="wallet-accounts__bank">{account.bankName}</span>
              <span className="wallet-accounts__number">{account.accountNumberMasked}</span>
              <span className="wallet-accounts__holder">{account.holderName}</span>
              <button
                type="button"
                className="btn btn--sm btn--ghost"
                aria-label={t('remove_account', {
                  name: `${account.bankName} ${account.accountNumberMasked}`,
                })}
                onClick={() => confirmRemove(account)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {isFormShown ? (
        <AddPayoutAccount
          onAdded={() => {
            setIsAdding(false);
            setAdded(true);
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn--sm btn--secondary"
          onClick={() => {
            setAdded(false);
            setIsAdding(true);
          }}
        >
          {t('add_payout_account')}
        </button>
      )}
    </QueryState>
  );
}
