import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KEYS } from '@/api/member-query-keys';
import type { TDeposit, TDepositMethod } from '@/api/member-types';
import { CallError, Notice, QueryState } from '@/components/member/common';
import { createDeposit, useDepositMethods } from '@/features/member/api/payments';
import {
  quickAmounts,
  type TDepositFields,
  type TFormErrors,
  validateDeposit,
} from '@/features/member/lib/forms';
import { useMoney } from '@/lib/merchant-context';
import { useMoneyAction } from '@/lib/use-money-action';
import { AmountField, Field } from './fields';

/** Leaves the app for the payment provider's page (a full navigation: the provider redirects back). */
export const goToProvider = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * A new deposit (depositv2): the method (with its min and max), the amount with quick amounts, and
 * for a bank transfer the person's reference. A provider method goes on to the provider's page; a
 * bank transfer goes on to its details and receipt (`onBankDeposit`).
 */
export function DepositForm({
  onBankDeposit,
}: {
  onBankDeposit: (deposit: TDeposit, method: TDepositMethod) => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const methods = useDepositMethods();
  const [methodId, setMethodId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<TFormErrors<TDepositFields>>({});
  const [isLeaving, setIsLeaving] = useState(false);
  const list = methods.data ?? [];
  const method = list.find((m) => m.id === methodId) ?? list[0];

  const deposit = useMoneyAction(createDeposit, {
    invalidate: [PAYMENT_KEYS.deposits],
    onSuccess: (created) => {
      if (created.redirectUrl) {
        setIsLeaving(true);
        goToProvider.assign(created.redirectUrl);
        return;
      }
      if (method) onBankDeposit(created, method);
      setAmount('');
      setReference('');
    },
  });

  const submit = () => {
    const result = validateDeposit(
      { method, amount, reference: method?.kind === 'manual_bank' ? reference : '' },
      (a) => money(a),
    );
    setErrors(result.errors);
    if (result.body) deposit.mutate(result.body);
  };

  return (
    <QueryState query={methods}>
      {list.length === 0 ? (
        <Notice tone="info">{t('no_methods')}</Notice>
      ) : (
        <form
          className="wallet-form"
          noValidate
          data-testid="deposit-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="wallet-methods">
            <legend className="wallet-field__label">{t('payment_method')}</legend>
            {list.map((m) => (
              <label key={m.id} className="wallet-method" data-checked={m.id === method?.id || undefined}>
                <input
                  type="radio"
                  name="deposit-method"
                  value={m.id}
                  checked={m.id === method?.id}
                  onChange={() => {
                    setMethodId(m.id);
                    setErrors({});
                    deposit.reset();
                  }}
                />
                <span className="wallet-method__name">{m.name}</span>
                {t(`method_${m.kind}`).toLowerCase() !== m.name.toLowerCase() && (
                  <span className="wallet-method__kind">{t(`method_${m.kind}`)}</span>
                )}
                <span className="wallet-method__range">
                  {t('method_range', { min: money(m.minAmount), max: money(m.maxAmount) })}
                </span>
              </label>
            ))}
            {errors.method && <p className="wallet-field__error">{t(errors.method.key)}</p>}
          </fieldset>
          {method && (
            <AmountField
              label={t('amount')}
              value={amount}
              onValueChange={(value) => {
                setAmount(value);
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
              error={errors.amount}
              hint={t('amount_range_hint', { min: money(method.minAmount), max: money(method.maxAmount) })}
              quickAmounts={quickAmounts(method.minAmount, method.maxAmount)}
              formatAmount={(value) => money(value)}
            />
          )}
          {method?.kind === 'manual_bank' && (
            <Field
              label={t('transfer_reference')}
              isOptional
              value={reference}
              onValueChange={setReference}
              error={errors.reference}
              hint={t('transfer_reference_hint')}
              maxLength={100}
              autoComplete="off"
            />
          )}
          <CallError error={deposit.error} />
          <button type="submit" className="btn btn--primary" disabled={deposit.isPending || isLeaving}>
            {isLeaving
              ? t('redirecting')
              : deposit.isPending
                ? t('submitting')
                : method?.kind === 'sandbox'
                  ? t('continue_to_payment')
                  : t('create_deposit')}
          </button>
        </form>
      )}
    </QueryState>
  );
}
