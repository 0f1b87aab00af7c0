import type {
  TPromotion,
  TPromotionActionResult,
  TPromotionMemberAction,
} from '@crupier/contract/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePromotionAction } from '@/api/promotions';
import { McError } from '@/components/member/centre-common';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLocale, useMoney } from '@/lib/merchant-context';
import { ProgressBar } from './progress-bar';
import { PromotionRules } from './promotion-rules';

/** The action a state offers; the other states are shown as a badge only. */
const STATE_ACTIONS: Partial<Record<TPromotion['state'], TPromotionMemberAction>> = {
  join: 'join',
  apply: 'apply',
  claim: 'claim',
};

function formatDay(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** What a successful action tells the member. */
function useOutcomeText() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  return (action: TPromotionMemberAction, result: TPromotionActionResult) => {
    if (result.credit) {
      const amount = money(result.credit.amount);
      return result.credit.destination === 'bonus'
        ? t('credited_bonus', { amount })
        : t('credited_cash', { amount });
    }
    return action === 'apply' ? t('applied') : t('joined');
  };
}

/**
 * A promotion card: kind, title, period, the member's state, progress toward the condition, and the
 * one button the state allows (join, apply with a remark, claim). Details open the rules in a dialog.
 */
export function PromotionCard({
  promotion,
  signedIn,
  onOutcome,
}: {
  promotion: TPromotion;
  signedIn: boolean;
  /** Told what a successful action did; the page shows it, as the card may move to another list. */
  onOutcome: (text: string) => void;
}) {
  const { t } = useTranslation('promotions');
  const locale = useLocale();
  const money = useMoney();
  const outcomeText = useOutcomeText();
  const [detailOpen, setDetailOpen] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const mutation = usePromotionAction();
  const action = STATE_ACTIONS[promotion.state];
  const run = (which: TPromotionMemberAction, note?: string) =>
    mutation.mutate(
      { id: promotion.id, kind: promotion.kind, action: which, remark: note },
      {
        onSuccess: (result) => {
          onOutcome(outcomeText(which, result));
          setApplyOpen(false);
        },
      },
    );
  const label =
    action === 'claim' && promotion.kind === 'daily_signin'
      ? t('action_signin')
      : action && t(`action_${action}`);
  const period = promotion.endsAt
    ? t('period_range', {
        from: formatDay(promotion.startsAt, locale),
        to: formatDay(promotion.endsAt, locale),
      })
    : t('period_from', { from: formatDay(promotion.startsAt, locale) });
  return (
    <article
      className="promo-card"
      data-testid="promotion-card"
      data-kind={promotion.kind}
      data-state={promotion.state}
    >
      <div className={`promo-card__art promo-card__art--${promotion.kind}`}>
        {promotion.imageUrl ? (
          <img src={promotion.imageUrl} alt="" width={640} height={240} loading="lazy" decoding="async" />
        ) : (
          <span aria-hidden="true">{t(`kind_${promotion.kind}`)}</span>
        )}
      </div>
      <div className="promo-card__body">
        <div className="promo-card__tags">
          <span className="promo-tag">{t(`kind_${promotion.kind}`)}</span>
          <span className={`promo-tag promo-tag--${promotion.state}`} data-testid="promotion-state">
            {t(`state_${promotion.state}`)}
          </span>
        </div>
        <h2 className="promo-card__title">{promotion.title}</h2>
        <p className="promo-muted">{period}</p>
        {promotion.progress && (
          <div className="promo-card__progress">
            <span className="promo-muted">
              {t('progress')}: {money(promotion.progress.current)} / {money(promotion.progress.target)}
            </span>
            <ProgressBar
              current={promotion.progress.current}
              target={promotion.progress.target}
              label={t('progress')}
            />
          </div>
        )}
        {promotion.claimableAmount && promotion.state === 'claim' && (
          <p className="promo-card__amount">{t('claimable', { amount: money(promotion.claimableAmount) })}</p>
        )}
        {promotion.kind === 'daily_signin' && promotion.signedDays > 0 && (
          <p className="promo-muted">
            {t('state_signed')}: {promotion.signedDays}
          </p>
        )}
        {promotion.state === 'rejected' && promotion.rejectedReason && (
          <p className="promo-muted">{t('rejected_reason', { reason: promotion.rejectedReason })}</p>
        )}
        <McError error={mutation.error} testId="promotion-error" />
        <div className="promo-card__actions">
          <Button variant="secondary" size="sm" onClick={() => setDetailOpen(true)}>
            {t('details')}
          </Button>
          {action && !signedIn && (
            <Link className="btn btn--primary btn--sm" to="/login" state={{ from: '/promotions' }}>
              {t('login_to_take_part')}
            </Link>
          )}
          {action && signedIn && (
            <Button
              size="sm"
              disabled={mutation.isPending}
              data-testid={`promotion-${action}`}
              onClick={() => (action === 'apply' ? setApplyOpen(true) : run(action))}
            >
              {label}
            </Button>
          )}
        </div>
      </div>
      <Dialog
        open={detailOpen}
        onOpenChange={setDetailOpen}
        title={promotion.title}
        size="lg"
        testId="promotion-detail"
      >
        <p className="promo-muted">{period}</p>
        <PromotionRules promotion={promotion} />
      </Dialog>
      <Dialog open={applyOpen} onOpenChange={setApplyOpen} title={promotion.title} size="sm" focusFirstField>
        <form
          className="mc-form"
          onSubmit={(event) => {
            event.preventDefault();
            run('apply', remark.trim() || undefined);
          }}
        >
          <label className="mc-field">
            <span>{t('apply_remark')}</span>
            <textarea maxLength={140} value={remark} onChange={(event) => setRemark(event.target.value)} />
          </label>
          <McError error={mutation.error} />
          <Button type="submit" disabled={mutation.isPending}>
            {t('send_application')}
          </Button>
        </form>
      </Dialog>
    </article>
  );
}
