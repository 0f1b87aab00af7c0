import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite, useStaffMe } from '@/features/backoffice/api/use-ops';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import { useCan } from '@/features/backoffice/pages/players/use-can';
import '@/features/backoffice/pages/players/players.css';

export type TAdjustment = {
  id: string;
  username: string;
  amount: string;
  reason: string;
  status: 'pending' | 'posted' | 'rejected';
  requestedBy: string;
  decidedBy: string | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};
type TDecision = { id: string; decision: 'approve' | 'reject' };

/**
 * Balance adjustments, the pending ones first: a second staff member approves or rejects one; the
 * requester's own cannot be approved (the button is off and says why), though they may reject it.
 */
export function AdjustmentsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const can = useCan();
  const me = useStaffMe();
  const write = useOpsWrite();
  const [status, setStatus] = useState('pending');
  const [deciding, setDeciding] = useState<TDecision | null>(null);
  const mayApprove = can('POST /ops/adjustments/:id/approve');
  const mayReject = can('POST /ops/adjustments/:id/reject');
  const myId = me.data?.id;

  const columns = useMemo<TColumn<TAdjustment>[]>(() => {
    const list: TColumn<TAdjustment>[] = [
      {
        id: 'created',
        header: t('adj_created'),
        cell: (row) => formatInstant(row.createdAt, i18n.language),
        csv: (row) => row.createdAt,
      },
      { id: 'player', header: t('adj_player'), cell: (row) => row.username },
      {
        id: 'amount',
        header: t('adj_amount'),
        cell: (row) => <Money value={row.amount} signed />,
        csv: (row) => row.amount,
      },
      { id: 'reason', header: t('adj_reason'), cell: (row) => row.reason },
      { id: 'requestedBy', header: t('adj_requested_by'), cell: (row) => row.requestedBy },
      { id: 'status', header: t('adj_status'), cell: (row) => t(`adj_status_${row.status}`) },
    ];
    if (mayApprove || mayReject) {
      list.push({
        id: 'actions',
        header: t('pay_actions'),
        csv: () => '',
        cell: (row) => {
          if (row.status !== 'pending') return '';
          const own = row.requestedBy === myId;
          return (
            <span className="bo-actions">
              {mayApprove && (
                <Button
                  size="sm"
                  disabled={own}
                  title={own ? t('adj_own') : undefined}
                  onClick={() => setDeciding({ id: row.id, decision: 'approve' })}
                >
                  {t('pay_approve')}
                </Button>
              )}
              {mayReject && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDeciding({ id: row.id, decision: 'reject' })}
                >
                  {t('pay_reject')}
                </Button>
              )}
              {own && mayApprove && <small className="bo-muted">{t('adj_own')}</small>}
            </span>
          );
        },
      });
    }
    return list;
  }, [t, i18n.language, mayApprove, mayReject, myId]);

  return (
    <section className="bo-page" aria-labelledby="bo-adjustments-title">
      <h1 id="bo-adjustments-title">{t('adj_title')}</h1>
      <DataTable
        path="/ops/adjustments"
        query={{ status: status || undefined }}
        columns={columns}
        rowId={(row) => row.id}
        csvName="adjustments"
        testId="adjustments-table"
        filters={
          <label className="bo-filter">
            <span>{t('adj_status')}</span>
            <select name="status" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">{t('pay_all')}</option>
              <option value="pending">{t('adj_status_pending')}</option>
              <option value="posted">{t('adj_status_posted')}</option>
              <option value="rejected">{t('adj_status_rejected')}</option>
            </select>
          </label>
        }
      />
      <ReasonDialog
        open={deciding !== null}
        title={deciding?.decision === 'reject' ? t('pay_reject') : t('pay_approve')}
        onClose={() => setDeciding(null)}
        onConfirm={(reason) =>
          write.mutateAsync({
            path: `/ops/adjustments/${encodeURIComponent(deciding?.id ?? '')}/${deciding?.decision ?? 'reject'}`,
            body: { reason },
          })
        }
      />
    </section>
  );
}
