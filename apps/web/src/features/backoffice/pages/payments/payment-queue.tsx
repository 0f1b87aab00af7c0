import type { TBulkDecisionResult } from '@crupier/contract/ops-players';
import type { TDeposit, TWithdrawal } from '@crupier/contract/payments';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { dayStart } from '@/features/backoffice/audit/audit-diff';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { FilterField } from '@/features/backoffice/components/filter-field';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { useCan } from '@/features/backoffice/pages/players/use-can';
import { ReceiptDialog } from './receipt-preview';

type TQueued = { accountId: string; username: string };
export type TQueuedDeposit = TDeposit & TQueued;
export type TQueuedWithdrawal = TWithdrawal & TQueued;
type TItem = (TQueuedDeposit | TQueuedWithdrawal) & { methodCode?: string; payoutAccount?: string };
type TKind = 'deposits' | 'withdrawals';
type TDecision = { decision: 'approve' | 'reject'; ids: string[]; clear?: () => void };
type TFilters = { status: string; username: string; from: string; to: string };

/**
 * A payment queue (deposits or withdrawals): filters, approve or reject one with a reason, or several
 * at once (each decided on its own on the server; the failures are listed), and deposit receipts.
 */
export function PaymentQueue({ kind }: { kind: TKind }) {
  const { t, i18n } = useTranslation('backoffice');
  const can = useCan();
  const write = useOpsWrite<unknown>();
  const [filters, setFilters] = useState<TFilters>({ status: 'pending', username: '', from: '', to: '' });
  const [deciding, setDeciding] = useState<TDecision | null>(null);
  const [receiptFor, setReceiptFor] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TBulkDecisionResult['results'] | null>(null);
  const mayDecide = can(`POST /ops/${kind}/bulk`);

  const columns = useMemo<TColumn<TItem>[]>(() => {
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
              <Button variant="ghost" size="sm" onClick={() => setReceiptFor(row.id)}>
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
              <Button size="sm" onClick={() => setDeciding({ decision: 'approve', ids: [row.id] })}>
                {t('pay_approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDeciding({ decision: 'reject', ids: [row.id] })}
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
  }, [t, i18n.language, kind, mayDecide]);

  async function decide(reason: string) {
    if (!deciding) return;
    const result = (await write.mutateAsync({
      path: `/ops/${kind}/bulk`,
      body: { ids: deciding.ids, decision: deciding.decision, reason },
    })) as TBulkDecisionResult;
    setOutcome(result.results);
    deciding.clear?.();
  }

  // Stable, so the table keeps its cells (and their open dialogs) across renders.
  const bulkActions = useCallback(
    (selected: TItem[], clear: () => void) => {
      const ids = selected.filter((row) => row.status === 'pending').map((row) => row.id);
      return (
        <>
          <Button
            size="sm"
            disabled={ids.length === 0}
            onClick={() => setDeciding({ decision: 'approve', ids, clear })}
          >
            {t('pay_approve_title', { count: ids.length })}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={ids.length === 0}
            onClick={() => setDeciding({ decision: 'reject', ids, clear })}
          >
            {t('pay_reject_title', { count: ids.length })}
          </Button>
        </>
      );
    },
    [t],
  );

  const field = (name: 'username' | 'from' | 'to', type: 'text' | 'date') => (
    <FilterField
      name={name}
      label={t(`pay_${name}`)}
      type={type}
      value={filters[name]}
      onChange={(value) => setFilters({ ...filters, [name]: value })}
    />
  );
  const failed = outcome?.filter((result) => !result.ok) ?? [];

  return (
    <>
      {outcome && (
        <div className="bo-card" role="status">
          <p>{t('pay_bulk_done', { ok: outcome.length - failed.length, failed: failed.length })}</p>
          {failed.length > 0 && (
            <ul>
              {failed.map((result) => (
                <li key={result.id}>
                  {t('pay_bulk_failed', {
                    id: result.id,
                    error: t(`err_${result.code}` as 'err_generic', { defaultValue: result.code }),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <DataTable<TItem>
        path={`/ops/${kind}`}
        query={{
          status: filters.status || undefined,
          username: filters.username.trim() || undefined,
          from: dayStart(filters.from),
          to: dayStart(filters.to, 1),
        }}
        columns={columns}
        rowId={(row) => row.id}
        csvName={kind}
        testId={`${kind}-table`}
        filters={
          <>
            <label className="bo-filter">
              <span>{t('pay_status')}</span>
              <select
                name="status"
                value={filters.status}
                onChange={(event) => setFilters({ ...filters, status: event.target.value })}
              >
                <option value="">{t('pay_all')}</option>
                <option value="pending">{t('pay_status_pending')}</option>
                <option value="approved">{t('pay_status_approved')}</option>
                <option value="rejected">{t('pay_status_rejected')}</option>
              </select>
            </label>
            {field('username', 'text')}
            {field('from', 'date')}
            {field('to', 'date')}
          </>
        }
        actions={mayDecide ? bulkActions : undefined}
      />
      <ReceiptDialog depositId={receiptFor} onClose={() => setReceiptFor(null)} />
      <ReasonDialog
        open={deciding !== null}
        title={
          deciding?.decision === 'reject'
            ? t('pay_reject_title', { count: deciding.ids.length })
            : t('pay_approve_title', { count: deciding?.ids.length ?? 0 })
        }
        onClose={() => setDeciding(null)}
        onConfirm={decide}
      />
    </>
  );
}
