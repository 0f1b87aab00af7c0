import type { TPromotion } from '@crupier/contract/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBonuses, usePromotions, useRebate } from '@/api/promotions';
import { Notice, QueryState, Section } from '@/components/member/common';
import { PromotionCard } from '@/features/promotions/components/promotion-card';
import { useMoney } from '@/lib/merchant-context';
import '@/features/promotions/promotions.css';

const TO_CLAIM: readonly TPromotion['state'][] = ['claim', 'join', 'apply'];
const IN_PROGRESS: readonly TPromotion['state'][] = ['process', 'applying'];
const HISTORY: readonly TPromotion['state'][] = ['claimed', 'issued', 'signed', 'rejected'];

/**
 * rewardCenter: what the member can take now (claim, join, apply), what is under way, and what was
 * received, with the bonus balance and the rebate waiting, each linking to its own page.
 */
export function RewardCenterPage() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const promotions = usePromotions(true);
  const bonuses = useBonuses(1);
  const rebate = useRebate();
  const [outcome, setOutcome] = useState<string | null>(null);
  const list = promotions.data?.list ?? [];
  const group = (states: readonly TPromotion['state'][]) => list.filter((p) => states.includes(p.state));
  const toClaim = group(TO_CLAIM);
  const inProgress = group(IN_PROGRESS);
  const history = group(HISTORY);
  return (
    <div className="mc-page" data-testid="reward-center-page">
      <div className="promo-summary">
        <Link className="promo-stat" to="?page=bonusDetails">
          <span className="promo-muted">{t('rc_bonus_balance')}</span>
          <strong data-testid="rc-bonus-balance">
            {bonuses.data ? money(bonuses.data.bonusBalance) : '…'}
          </strong>
          <span>{t('rc_open_bonus')}</span>
        </Link>
        <Link className="promo-stat" to="?page=manualRebate">
          <span className="promo-muted">{t('rc_rebate_claimable')}</span>
          <strong data-testid="rc-rebate">{rebate.data ? money(rebate.data.claimable) : '…'}</strong>
          <span>{t('rc_open_rebate')}</span>
        </Link>
      </div>
      {outcome && (
        <Notice tone="success" onClose={() => setOutcome(null)} testId="promotion-outcome">
          {outcome}
        </Notice>
      )}
      <QueryState query={promotions}>
        <Section title={t('rc_to_claim')} testId="rc-to-claim">
          {toClaim.length === 0 ? (
            <p className="mc-muted">
              {t('rc_nothing_to_claim')} <Link to="/promotions">{t('rc_see_promotions')}</Link>
            </p>
          ) : (
            <div className="promo-grid">
              {toClaim.map((p) => (
                <PromotionCard key={p.id} promotion={p} signedIn onOutcome={setOutcome} />
              ))}
            </div>
          )}
        </Section>
        {inProgress.length > 0 && (
          <Section title={t('rc_in_progress')} testId="rc-in-progress">
            <div className="promo-grid">
              {inProgress.map((p) => (
                <PromotionCard key={p.id} promotion={p} signedIn onOutcome={setOutcome} />
              ))}
            </div>
          </Section>
        )}
        {history.length > 0 && (
          <Section title={t('rc_history')} testId="rc-history">
            <div className="promo-grid">
              {history.map((p) => (
                <PromotionCard key={p.id} promotion={p} signedIn onOutcome={setOutcome} />
              ))}
            </div>
          </Section>
        )}
      </QueryState>
    </div>
  );
}
