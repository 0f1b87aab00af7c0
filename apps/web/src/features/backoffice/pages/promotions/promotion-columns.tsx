import type { TOpsApplication, TOpsPromotion } from '@crupier/contract/ops-promotions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TColumn } from '@/features/backoffice/components/data-table';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Money } from '@/features/backoffice/components/money';

export type TDecision = { application: TOpsApplication; approve: boolean } | null;

/** A promotion's title in the staff member's language, else the merchant's default language. */
export function titleIn(titles: Record<string, string>, language: string, fallback: string) {
  return titles[language.slice(0, 2)] ?? titles[fallback] ?? '';
}

/** The promotions list: title, kind, status, period, participants, rewards paid, edit and close. */
export function usePromotionColumns(
  shown: string,
  onEdit: (promotion: TOpsPromotion) => void,
  onClose: (promotion: TOpsPromotion) => void,
) {
  const { t, i18n } = useTranslation('backoffice');
  return useMemo<TColumn<TOpsPromotion>[]>(
    () => [
      {
        id: 'title',
        header: t('content_title_field'),
        cell: (row) => titleIn(row.titles, i18n.language, shown),
      },
      { id: 'kind', header: t('promo_kind'), cell: (row) => t(`promo_kind_${row.kind}`) },
      { id: 'status', header: t('content_status'), cell: (row) => t(`promo_status_${row.status}`) },
      {
        id: 'period',
        header: t('promo_period'),
        cell: (row) =>
          `${formatInstant(row.startsAt, i18n.language)} – ${row.endsAt ? formatInstant(row.endsAt, i18n.language) : '∞'}`,
      },
      { id: 'participants', header: t('promo_participants'), cell: (row) => row.participants },
      {
        id: 'rewards',
        header: t('promo_rewards'),
        cell: (row) => (
          <>
            {row.rewardsCount} · <Money value={row.rewardsTotal} />
          </>
        ),
        csv: (row) => `${row.rewardsCount} ${row.rewardsTotal}`,
      },
      {
        id: 'actions',
        header: '',
        csv: () => '',
        cell: (row) => (
          <div className="bo-row-actions">
            <Button variant="ghost" size="sm" onClick={() => onEdit(row)}>
              {t('content_edit')}
            </Button>
            {row.status === 'active' && (
              <Button variant="secondary" size="sm" onClick={() => onClose(row)}>
                {t('promo_close')}
              </Button>
            )}
          </div>
        ),
      },
    ],
    [t, i18n.language, shown, onEdit, onClose],
  );
}

/** The applications queue, with approve and reject for one still applying. */
export function useApplicationColumns(onDecide: (decision: TDecision) => void) {
  const { t, i18n } = useTranslation('backoffice');
  return useMemo<TColumn<TOpsApplication>[]>(
    () => [
      {
        id: 'created',
        header: t('promo_applied_at'),
        cell: (row) => formatInstant(row.createdAt, i18n.language),
      },
      { id: 'member', header: t('promo_member'), cell: (row) => row.username },
      { id: 'promotion', header: t('promo_promotion'), cell: (row) => row.promotionTitle },
      { id: 'remark', header: t('promo_remark'), cell: (row) => row.remark ?? '' },
      { id: 'state', header: t('content_status'), cell: (row) => t(`promo_app_${row.state}`) },
      {
        id: 'amount',
        header: t('promo_amount'),
        cell: (row) => (row.amount ? <Money value={row.amount} /> : ''),
        csv: (row) => row.amount ?? '',
      },
      { id: 'reason', header: t('reason'), cell: (row) => row.reason ?? '' },
      {
        id: 'actions',
        header: '',
        csv: () => '',
        cell: (row) =>
          row.state === 'applying' && (
            <div className="bo-row-actions">
              <Button size="sm" onClick={() => onDecide({ application: row, approve: true })}>
                {t('promo_approve')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onDecide({ application: row, approve: false })}
              >
                {t('promo_reject')}
              </Button>
            </div>
          ),
      },
    ],
    [t, i18n.language, onDecide],
  );
}
