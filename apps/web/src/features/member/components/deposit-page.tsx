import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TDeposit, TDepositMethod } from '@/api/member-types';
import { BalanceSummary, Notice, Section } from '@/components/member/common';
import { useDepositMethods, useDeposits } from '@/features/member/api/payments';
import { useMoney } from '@/lib/merchant-context';
import { BankTransfer } from './bank-transfer';
import { DepositForm } from './deposit-form';
import { DepositLimits } from './deposit-limits';
import { DepositList } from './deposit-list';

/**
 * Back from the provider's page (`?deposit=<id>&result=paid|failed`): what became of the payment,
 * from the deposit itself, since the provider's word in the URL proves nothing.
 */
function ProviderResult({
  depositId,
  result,
  onClose,
}: {
  depositId: string;
  result: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const deposits = useDeposits({ pageNo: 1, pageSize: 10 });
  const deposit = deposits.data?.list.find((d) => d.id === depositId);
  if (!deposit && deposits.isPending) return null;
  if (deposit?.status === 'approved') {
    return (
      <Notice tone="success" onClose={onClose} testId="provider-result">
        {t('result_paid', { amount: money(deposit.amount) })}
      </Notice>
    );
  }
  if (result === 'paid' && deposit?.status !== 'rejected') {
    return (
      <Notice tone="info" onClose={onClose} testId="provider-result">
        {t('result_processing')}
      </Notice>
    );
  }
  return (
    <Notice tone="warning" onClose={onClose} testId="provider-result">
      {t('result_failed')}
    </Notice>
  );
}

/** depositv2: new deposit, bank transfer details and receipt, my deposits, deposit limits. */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const methods = useDepositMethods();
  const [bank, setBank] = useState<{ deposit: TDeposit; method: TDepositMethod | undefined } | null>(null);
  const returned = params.get('deposit');
  const result = params.get('result');

  const closeResult = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('deposit');
        next.delete('result');
        return next;
      },
      { replace: true },
    );

  const showBank = (deposit: TDeposit, method?: TDepositMethod) => {
    setBank({
      deposit,
      method: method ?? methods.data?.find((m) => m.kind === 'manual_bank' && m.name === deposit.method),
    });
  };

  return (
    <div className="wallet-page">
      {returned && result && <ProviderResult depositId={returned} result={result} onClose={closeResult} />}
      <BalanceSummary />
      <Section title={t('new_deposit')}>
        <DepositForm onBankDeposit={showBank} />
      </Section>
      {bank && (
        <BankTransfer
          key={bank.deposit.id}
          deposit={bank.deposit}
          method={bank.method}
          onClose={() => setBank(null)}
        />
      )}
      <Section title={t('my_deposits')}>
        <DepositList onUploadReceipt={(deposit) => showBank(deposit)} />
      </Section>
      <Section title={t('deposit_limits')}>
        <DepositLimits />
      </Section>
    </div>
  );
}
