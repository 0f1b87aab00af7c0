import type { TRedeemState, TRedemption } from '@crupier/contract/loyalty';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';
import { ReasonDialog } from '@/features/backoffice/components/reason-dialog';
import '@/features/backoffice/pages/content/content.css';

type TOpsRedemption = TRedemption & { username: string };
type TDecision = { redemption: TOpsRedemption; approve: boolean } | null;

/**
 * Points-mall redemptions waiting for the operator (physical items to ship): who, what, the delivery
 * address, and approve or reject with a reason (a rejection gives the points back).
 */
export function RedemptionsPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [state, setState] = useState<'' | TRedeemState>('in_process');
  const [decision, setDecision] = useState<TDecision>(null);
  const write = useOpsWrite();

  const columns = useMemo<TColumn<TOpsRedemption>[]>(
    () => [
      {
        id: 'created',
        header: t('promo_applied_at'),
        cell: (row) => formatInstant(row.createdAt, i18n.language),
      },
      { id: 'member', header: t('promo_member'), cell: (row) => row.username },
      { id: 'reward', header: t('redeem_reward'), cell: (row) => row.rewardName },
      { id: 'points', header: t('redeem_points'), cell: (row) => row.points },
      {
        id: 'amount',
        header: t('promo_amount'),
        cell: (row) => (row.amount ? <Money value={row.amount} /> : ''),
        csv: (row) => row.amount ?? '',
      },
      {
        id: 'delivery',
        header: t('redeem_delivery'),
        cell: (row) =>
          row.delivery ? `${row.delivery.recipient} · ${row.delivery.phone} · ${row.delivery.address}` : '',
      },
      { id: 'state', header: t('content_status'), cell: (row) => t(`redeem_state_${row.state}`) },
      { id: 'reason', header: t('reason'), cell: (row) => row.reason ?? '' },
      {
        id: 'actions',
        header: '',
        csv: () => '',
        cell: (row) =>
          row.state === 'in_process' && (
            <div className="bo-row-actions">
              <Button size="sm" onClick={() => setDecision({ redemption: row, approve: true })}>
                {t('promo_approve')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setDecision({ redemption: row, approve: false })}
              >
                {t('promo_reject')}
              </Button>
            </div>
          ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <section className="bo-page" aria-labelledby="bo-redemptions-title" data-testid="ops-redemptions">
      <h1 id="bo-redemptions-title">{t('redeem_page_title')}</h1>
      <DataTable
        path="/ops/loyalty/redemptions"
        query={{ state: state || undefined }}
        columns={columns}
        rowId={(row) => row.id}
        csvName="point-redemptions.csv"
        testId="redemptions-table"
        filters={
          <label className="bo-filter">
            <span>{t('content_status')}</span>
            <select value={state} onChange={(event) => setState(event.target.value as typeof state)}>
              <option value="">{t('content_all')}</option>
              <option value="in_process">{t('redeem_state_in_process')}</option>
              <option value="approved">{t('redeem_state_approved')}</option>
              <option value="rejected">{t('redeem_state_rejected')}</option>
            </select>
          </label>
        }
      />
      <ReasonDialog
        open={decision !== null}
        title={`${decision?.approve ? t('promo_approve') : t('promo_reject')}: ${decision?.redemption.rewardName ?? ''}`}
        description={decision?.approve ? t('redeem_approve_help') : t('redeem_reject_help')}
        confirmLabel={decision?.approve ? t('promo_approve') : t('promo_reject')}
        onClose={() => setDecision(null)}
        onConfirm={(reason) =>
          write.mutateAsync({
            path: `/ops/loyalty/redemptions/${decision?.redemption.id}/${decision?.approve ? 'approve' : 'reject'}`,
            body: { reason },
          })
        }
      />
    </section>
  );
}
