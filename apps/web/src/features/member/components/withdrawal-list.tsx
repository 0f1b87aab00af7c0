import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KEYS } from '@/api/member-query-keys';
import { type TWithdrawal, type TWithdrawalReceipt, WITHDRAWAL_RECEIPTS } from '@/api/member-types';
import { CallError, Pager, QueryState, StatusBadge } from '@/components/member/common';
import { confirmWithdrawal, useWithdrawals } from '@/features/member/api/payments';
import { formatMerchantTime } from '@/features/member/lib/date-range';
import { useLocale, useMerchant, useMoney } from '@/lib/merchant-context';

const PAGE_SIZE = 10;

/** Minutes between the approval and the moment an unconfirmed withdrawal counts as received. */
export function confirmWindowMinutes(
  withdrawal: Pick<TWithdrawal, 'decidedAt' | 'confirmBy'>,
): number | null {
  if (!withdrawal.decidedAt || !withdrawal.confirmBy) return null;
  const minutes = Math.round((Date.parse(withdrawal.confirmBy) - Date.parse(withdrawal.decidedAt)) / 60_000);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/**
 * Spec §4's receipt confirmation of an approved withdrawal: received, not received, or all received;
 * unanswered, it counts as received after the merchant's window, and is then not refunded.
 */
function ReceiptConfirmation({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (result: TWithdrawalReceipt) => confirmWithdrawal(withdrawal.id, result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_KEYS.withdrawals }),
  });
  const minutes = confirmWindowMinutes(withdrawal);
  return (
    <div className="wallet-receipt-confirm" data-testid="receipt-confirmation">
      <p className="wallet-receipt-confirm__question">{t('receipt_question')}</p>
      <div className="wallet-receipt-confirm__buttons">
        {WITHDRAWAL_RECEIPTS.map((result) => (
          <button
            key={result}
            type="button"
            className={`btn btn--sm ${result === 'not_received' ? 'btn--secondary' : 'btn--primary'}`}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(result)}
          >
            {t(`receipt_${result}`)}
          </button>
        ))}
      </div>
      {withdrawal.confirmBy && (
        <p className="wallet-muted" data-testid="receipt-deadline">
          {t('receipt_deadline', {
            time: formatMerchantTime(withdrawal.confirmBy, gmtOffset, locale),
            minutes: minutes ?? '—',
          })}{' '}
          {t('receipt_forced_hint')}
        </p>
      )}
      <p className="wallet-muted">{t('receipt_all_hint')}</p>
      <CallError error={confirm.error} />
    </div>
  );
}

function WithdrawalState({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation('wallet');
  if (withdrawal.status === 'pending') return <span className="wallet-muted">{t('withdrawal_held')}</span>;
  if (withdrawal.status === 'rejected') {
    return (
      <span className="wallet-muted">
        {withdrawal.reason ? `${t('reason', { reason: withdrawal.reason })} ` : ''}
        {t('withdrawal_returned')}
      </span>
    );
  }
  if (withdrawal.receiptStatus === null) return <ReceiptConfirmation withdrawal={withdrawal} />;
  return (
    <span
      className="wallet-receipt-status"
      data-testid="receipt-status"
      data-receipt={withdrawal.receiptStatus}
    >
      {t(`receipt_status_${withdrawal.receiptStatus}`)}
    </span>
  );
}

/** My withdrawals: pending (held), approved (with the receipt confirmation) or rejected (returned). */
export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useWithdrawals({ pageNo, pageSize: PAGE_SIZE });
  const page = withdrawals.data;

  return (
    <QueryState query={withdrawals}>
      {page && page.list.length === 0 ? (
        <p className="empty-state">{t('no_withdrawals')}</p>
      ) : (
        <ul className="wallet-withdrawals" data-testid="withdrawal-list">
          {page?.list.map((withdrawal) => (
            <li
              key={withdrawal.id}
              className="wallet-withdrawal"
              data-testid="withdrawal-row"
              data-status={withdrawal.status}
              data-id={withdrawal.id}
            >
              <div className="wallet-withdrawal__head">
                <span className="wallet-withdrawal__amount">{money(withdrawal.amount)}</span>
                <StatusBadge status={withdrawal.status} />
              </div>
              <div className="wallet-withdrawal__meta">
                <span>{withdrawal.payoutAccount}</span>
                <span>{formatMerchantTime(withdrawal.createdAt, gmtOffset, locale)}</span>
              </div>
              <WithdrawalState withdrawal={withdrawal} />
            </li>
          ))}
        </ul>
      )}
      {page && <Pager pageNo={page.pageNo} totalPages={page.totalPages} onPage={setPageNo} />}
    </QueryState>
  );
}
