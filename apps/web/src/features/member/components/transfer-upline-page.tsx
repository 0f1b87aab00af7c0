import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_KEYS } from '@/api/member-query-keys';
import { useSession } from '@/api/session';
import { memberTransfer, useWalletBalance } from '@/api/wallet';
import { BalanceSummary, CallError, Notice, Section } from '@/components/member/common';
import {
  type TFormErrors,
  type TMemberTransferFields,
  validateMemberTransfer,
} from '@/features/member/lib/forms';
import { useMoney } from '@/lib/merchant-context';
import { useMoneyAction } from '@/lib/use-money-action';
import { AmountField, Field, PaymentPasswordField } from './fields';

const EMPTY: Record<TMemberTransferFields, string> = {
  targetUsername: '',
  amount: '',
  paymentPassword: '',
  remark: '',
};

/**
 * transferUpline: money to the upline or, for an agent, to any account of its downline, with the
 * payment password. The server decides who is whose upline.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const isAgent = useSession((s) => s.isAgent);
  const balance = useWalletBalance();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TFormErrors<TMemberTransferFields>>({});
  const [done, setDone] = useState<{ amount: string; user: string } | null>(null);

  const send = useMoneyAction(memberTransfer, {
    invalidate: [WALLET_KEYS.history],
    onSuccess: (next, body) => {
      queryClient.setQueryData(WALLET_KEYS.balance, next);
      setDone({ amount: body.amount, user: body.targetUsername });
      setValues((current) => ({ ...EMPTY, targetUsername: current.targetUsername }));
    },
  });
  const field = (name: TMemberTransferFields) => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <div className="wallet-page">
      <BalanceSummary />
      <Section title={t('transfer')}>
        <p className="wallet-muted">{isAgent ? t('transfer_agent_intro') : t('transfer_upline_intro')}</p>
        <form
          className="wallet-form"
          noValidate
          data-testid="member-transfer-form"
          onSubmit={(event) => {
            event.preventDefault();
            setDone(null);
            const result = validateMemberTransfer(
              { ...values, available: balance.data?.available ?? null },
              (a) => money(a),
            );
            setErrors(result.errors);
            if (result.body) send.mutate(result.body);
          }}
        >
          <Field
            label={t('target_username')}
            hint={t('target_username_hint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            {...field('targetUsername')}
          />
          <AmountField
            label={t('amount')}
            hint={balance.data ? `${t('available')}: ${money(balance.data.available)}` : undefined}
            {...field('amount')}
          />
          <Field label={t('remark')} isOptional maxLength={140} autoComplete="off" {...field('remark')} />
          <PaymentPasswordField {...field('paymentPassword')} />
          <CallError error={send.error} />
          {done && (
            <Notice tone="success" testId="member-transfer-done">
              {t('member_transfer_done', { amount: money(done.amount), user: done.user })}
            </Notice>
          )}
          <button type="submit" className="btn btn--primary" disabled={send.isPending}>
            {send.isPending ? t('submitting') : t('transfer')}
          </button>
        </form>
      </Section>
    </div>
  );
}
