import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KEYS, WALLET_KEYS } from '@/api/member-query-keys';
import type { TPayoutAccount } from '@/api/member-types';
import { useWalletBalance } from '@/api/wallet';
import { CallError, Notice } from '@/components/member/common';
import { requestWithdrawal } from '@/features/member/api/payments';
import { type TFormErrors, type TWithdrawalFields, validateWithdrawal } from '@/features/member/lib/forms';
import { useMoney } from '@/lib/merchant-context';
import { useMoneyAction } from '@/lib/use-money-action';
import { isBonusWarning, useBonusForfeitWarning } from './bonus-forfeit-warning';
import { AmountField, PaymentPasswordField } from './fields';

/** A withdrawal request: account, amount and payment password; the amount is then held. */
export function WithdrawalForm({ accounts }: { accounts: readonly TPayoutAccount[] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const balance = useWalletBalance();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFormErrors<TWithdrawalFields>>({});
  const [done, setDone] = useState<string | null>(null);
  const chosen = accounts.find((a) => a.id === accountId) ?? accounts[0];

  const withdraw = useMoneyAction(requestWithdrawal, {
    invalidate: [PAYMENT_KEYS.withdrawals, WALLET_KEYS.balance, WALLET_KEYS.history],
    onSuccess: (withdrawal) => {
      setDone(withdrawal.amount);
      setAmount('');
      setPassword('');
    },
  });
  const bonusWarning = useBonusForfeitWarning((body) => withdraw.mutate(body));

  return (
    <form
      className="wallet-form"
      noValidate
      data-testid="withdrawal-form"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(null);
        const result = validateWithdrawal(
          {
            payoutAccountId: chosen?.id ?? null,
            amount,
            paymentPassword: password,
            available: balance.data?.available ?? null,
          },
          (a) => money(a),
        );
        setErrors(result.errors);
        if (result.body) {
          const body = result.body;
          withdraw.mutate(body, { onError: (error) => bonusWarning(error, body) });
        }
      }}
    >
      <div className="wallet-field" data-invalid={errors.payoutAccount ? true : undefined}>
        <label className="wallet-field__label" htmlFor="withdrawal-account">
          {t('payout_account')}
        </label>
        <select
          id="withdrawal-account"
          className="wallet-select"
          value={chosen?.id ?? ''}
          onChange={(event) => setAccountId(Number(event.target.value))}
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.bankName} {account.accountNumberMasked} · {account.holderName}
            </option>
          ))}
        </select>
        {errors.payoutAccount && <p className="wallet-field__error">{t(errors.payoutAccount.key)}</p>}
      </div>
      <AmountField
        label={t('amount')}
        value={amount}
        onValueChange={(value) => {
          setAmount(value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        error={errors.amount}
        hint={balance.data ? `${t('available')}: ${money(balance.data.available)}` : undefined}
      />
      <PaymentPasswordField
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setErrors((current) => ({ ...current, paymentPassword: undefined }));
        }}
        error={errors.paymentPassword}
      />
      <CallError error={isBonusWarning(withdraw.error) ? null : withdraw.error} />
      {done && (
        <Notice tone="success" testId="withdrawal-requested">
          {t('withdrawal_requested', { amount: money(done) })}
        </Notice>
      )}
      <button
        type="submit"
        className="btn btn--primary"
        disabled={withdraw.isPending || accounts.length === 0}
      >
        {withdraw.isPending ? t('submitting') : t('request_withdrawal')}
      </button>
    </form>
  );
}
