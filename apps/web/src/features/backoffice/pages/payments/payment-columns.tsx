import type { TDeposit, TWithdrawal } from '@crupier/contract/payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { TColumn } from '@/features/backoffice/components/data-table';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';

type TQueued = { accountId: string; username: string };
export type TQueuedDeposit = TDeposit & TQueued;
export type TQueuedWithdrawal = TWithdrawal & TQueued;
export type TItem = (TQueuedDeposit | TQueuedWithdrawal) & { methodCode?: string; payoutAccount?: string };
export type TKind = 'deposits' | 'withdrawals';
export type TDecision = { decision: 'approve' | 'reject'; ids: string[]; clear?: () => void };

/**
 * A queue's columns: when, who, how much and the status; a deposit's method, reference and receipt or a
 * withdrawal's payout account; approve and reject for a pending one when the role may decide.
 */
export function usePaymentColumns(
  kind: TKind,
  mayDecide: boolean,
  onReceipt: (depositId: string) => void,
  onDecide: (decision: TDecision) => void,
) {
  const { t, i18n } = useTranslation('backoffice');
  return useMemo<TColumn<TItem>[]>(() => {
    const list: TColumn<TItem>[] = [
      {
        id: 'created',
        header: t('pay_created'),
        cell: (row) => formatInstant(row.createdAt, i18n.language),
        csv: (row) => row.createdAt,
      },
      {
        id: 'username',
        header: t('pay_username'),
        cell: (row) => <Link to={`/backoffice/players/${row.accountId}`}>{row.username}</Link>,
        csv: (row) => row.username,
      },
      {
        id: 'amount',
        header: t('pay_amount'),
        cell: (row) => <Money value={row.amount} />,
        csv: (row) => row.amount,
      },
      { id: 'status', header: t('pay_status'), cell: (row) => t(`pay_status_${row.status}`) },
    ];
    if (kind === 'deposits') {
      list.push(
        { id: 'method', header: t('pay_method'), cell: (row) => ('method' in row ? row.method : '') },
        {
          id: 'reference',
          header: t('pay_reference'),
          cell: (row) => ('reference' in row ? (row.reference ?? '') : ''),
        },
        {
          id: 'receipt',
          header: t('pay_receipt'),
          cell: (row) =>
            'hasReceipt' in row && row.hasReceipt ? (
              <Button variant="ghost" size="sm" onClick={() => onReceipt(row.id)}>
                {t('pay_receipt_show')}
              </Button>
            ) : (
              ''
            ),
          csv: (row) => ('hasReceipt' in row && row.hasReceipt ? 'yes' : ''),
        },
      );
    } else {
      list.push({ id: 'account', header: t('pay_account'), cell: (row) => row.payoutAccount ?? '' });
    }
    if (mayDecide) {
      list.push({
        id: 'actions',
        header: t('pay_actions'),
        cell: (row) =>
          row.status === 'pending' ? (
            <span className="bo-actions">
              <Button size="sm" onClick={() => onDecide({ decision: 'approve', ids: [row.id] })}>
                {t('pay_approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onDecide({ decision: 'reject', ids: [row.id] })}
              >
                {t('pay_reject')}
              </Button>
            </span>
          ) : (
            ''
          ),
        csv: () => '',
      });
    }
    return list;
  }, [t, i18n.language, kind, mayDecide, onReceipt, onDecide]);
}
