import type { TBulkDecisionResult } from '@crupier/contract/ops-players';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { dayStart } from '@/features/backoffice/audit/audit-diff';
import { DataTable } from '@/features/backoffice/components/data-table';
import { FilterField } from '@/features/backoffice/components/filter-field';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { useCan } from '@/features/backoffice/pages/players/use-can';
import { type TDecision, type TItem, type TKind, usePaymentColumns } from './payment-columns';
import { ReceiptDialog } from './receipt-preview';

type TFilters = { status: string; username: string; from: string; to: string };

/** What a bulk decision did: how many passed, and why each other one failed. */
function BulkOutcome({ outcome }: { outcome: TBulkDecisionResult['results'] }) {
  const { t } = useTranslation('backoffice');
  const failed = outcome.filter((result) => !result.ok);
  return (
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
  );
}

/**
 * A payment queue (deposits or withdrawals): filters, approve or reject one with a reason, or several
 * at once (each decided on its own on the server; the failures are listed), and deposit receipts.
 */
export function PaymentQueue({ kind }: { kind: TKind }) {
  const { t } = useTranslation('backoffice');
  const can = useCan();
  const write = useOpsWrite<unknown>();
  const [filters, setFilters] = useState<TFilters>({ status: 'pending', username: '', from: '', to: '' });
  const [deciding, setDeciding] = useState<TDecision | null>(null);
  const [receiptFor, setReceiptFor] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TBulkDecisionResult['results'] | null>(null);
  const mayDecide = can(`POST /ops/${kind}/bulk`);

  const columns = usePaymentColumns(kind, mayDecide, setReceiptFor, setDeciding);

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

  return (
    <>
      {outcome && <BulkOutcome outcome={outcome} />}
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
