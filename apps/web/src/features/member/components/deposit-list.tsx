import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeposit } from '@/api/member-types';
import { Pager, QueryState, StatusBadge } from '@/components/member/common';
import { useDeposits } from '@/features/member/api/payments';
import { formatMerchantTime } from '@/features/member/lib/date-range';
import { useLocale, useMerchant, useMoney } from '@/lib/merchant-context';

const PAGE_SIZE = 10;

/** What a deposit still needs from the person, if anything. */
function DepositNext({
  deposit,
  onUploadReceipt,
}: {
  deposit: TDeposit;
  onUploadReceipt: (d: TDeposit) => void;
}) {
  const { t } = useTranslation('wallet');
  if (deposit.status === 'rejected') {
    return deposit.reason ? (
      <span className="wallet-muted">{t('reason', { reason: deposit.reason })}</span>
    ) : null;
  }
  if (deposit.status !== 'pending') return null;
  if (deposit.redirectUrl) {
    return (
      <a className="btn btn--sm btn--secondary" href={deposit.redirectUrl}>
        {t('continue_payment')}
      </a>
    );
  }
  if (deposit.kind === 'manual_bank' && !deposit.hasReceipt) {
    return (
      <button type="button" className="btn btn--sm btn--secondary" onClick={() => onUploadReceipt(deposit)}>
        {t('upload_receipt')}
      </button>
    );
  }
  return (
    <span className="wallet-muted">
      {deposit.kind === 'manual_bank' ? t('receipt_in_review') : t('deposit_pending_hint')}
    </span>
  );
}

/** My deposits, newest first: pending, approved or rejected, and what is left to do. */
export function DepositList({ onUploadReceipt }: { onUploadReceipt: (deposit: TDeposit) => void }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useDeposits({ pageNo, pageSize: PAGE_SIZE });
  const page = deposits.data;

  return (
    <QueryState query={deposits}>
      {page && page.list.length === 0 ? (
        <p className="empty-state">{t('no_deposits')}</p>
      ) : (
        <table className="wallet-table" data-testid="deposit-list">
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('payment_method')}</th>
              <th scope="col" className="wallet-table__num">
                {t('amount')}
              </th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {page?.list.map((deposit) => (
              <tr
                key={deposit.id}
                data-testid="deposit-row"
                data-status={deposit.status}
                data-id={deposit.id}
              >
                <td data-label={t('date')}>{formatMerchantTime(deposit.createdAt, gmtOffset, locale)}</td>
                <td data-label={t('payment_method')}>{deposit.method}</td>
                <td data-label={t('amount')} className="wallet-table__num">
                  {money(deposit.amount)}
                </td>
                <td data-label={t('status')}>
                  <StatusBadge status={deposit.status} />
                </td>
                <td data-label={t('actions')}>
                  <DepositNext deposit={deposit} onUploadReceipt={onUploadReceipt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={setPageNo} />}
    </QueryState>
  );
}
