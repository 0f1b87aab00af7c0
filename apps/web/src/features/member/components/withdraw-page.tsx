import { useTranslation } from 'react-i18next';
import { BalanceSummary, Section } from '@/components/member/common';
import { usePayoutAccounts } from '@/features/member/api/payments';
import { PayoutAccounts } from './payout-accounts';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalList } from './withdrawal-list';

/** withdraw: payout accounts, a withdrawal request, and my withdrawals with their receipt answers. */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const accounts = usePayoutAccounts();
  const list = accounts.data ?? [];
  return (
    <div className="wallet-page">
      <BalanceSummary />
      <div className="wallet-columns">
        <Section title={t('request_withdrawal')}>
          {list.length > 0 ? (
            <WithdrawalForm accounts={list} />
          ) : (
            <p className="empty-state">{accounts.isPending ? t('loading') : t('withdraw_needs_account')}</p>
          )}
        </Section>
        <Section title={t('payout_accounts')}>
          <PayoutAccounts accounts={accounts} />
        </Section>
      </div>
      <Section title={t('my_withdrawals')}>
        <WithdrawalList />
      </Section>
    </div>
  );
}
