import type { TPromotion } from '@crupier/contract/promotions';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/ui/safe-html';
import { useMoney } from '@/lib/merchant-context';
import { toMinor } from '@/lib/money';

/** The reward line of a promotion: formula, cap, and whether it is a bonus with wagering or cash. */
export function RewardSummary({ promotion }: { promotion: TPromotion }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { reward } = promotion;
  const max = reward.prizes.reduce<string | null>(
    (best, prize) =>
      best === null || (toMinor(prize.amount) ?? 0n) > (toMinor(best) ?? 0n) ? prize.amount : best,
    null,
  );
  const formula = {
    fixed: reward.amount ? t('reward_fixed', { amount: money(reward.amount) }) : null,
    deposit_percent: t('reward_deposit_percent', { percent: reward.percent ?? '0' }),
    loss_percent: t('reward_loss_percent', { percent: reward.percent ?? '0' }),
    random:
      reward.minAmount && reward.amount
        ? t('reward_random', { min: money(reward.minAmount), max: money(reward.amount) })
        : null,
    prizes: max ? t('reward_prizes', { max: money(max) }) : null,
  }[reward.formula];
  return (
    <ul className="promo-rules" data-testid="promotion-reward">
      {formula && <li>{formula}</li>}
      {reward.maxAmount && <li>{t('reward_cap', { amount: money(reward.maxAmount) })}</li>}
      <li>
        {reward.destination === 'bonus' && reward.wageringMultiple > 0
          ? t('reward_wagering', { multiple: reward.wageringMultiple, days: reward.bonusDays })
          : t('reward_cash')}
      </li>
    </ul>
  );
}

/** The conditions of a promotion, then the operator's HTML rules text. */
export function PromotionRules({ promotion }: { promotion: TPromotion }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { rules } = promotion;
  const lines = [
    rules.minDeposit && t('rule_min_deposit', { amount: money(rules.minDeposit) }),
    rules.firstDepositOnly && t('rule_first_deposit'),
    rules.minTurnover && t('rule_min_turnover', { amount: money(rules.minTurnover) }),
    rules.minLoss && t('rule_min_loss', { amount: money(rules.minLoss) }),
    promotion.audience === 'new_members' &&
      rules.newMemberDays !== null &&
      t('rule_new_members', { days: rules.newMemberDays }),
    promotion.audience === 'vip' && t('rule_vip', { levels: rules.vipLevels.join(', ') }),
    promotion.audience === 'downline' && t('rule_downline'),
    promotion.requiresApproval && t('rule_approval'),
    promotion.repeat === 'daily' && t('rule_daily'),
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return (
    <div className="promo-detail" data-testid="promotion-rules">
      <h3>{t('reward')}</h3>
      <RewardSummary promotion={promotion} />
      {lines.length > 0 && (
        <>
          <h3>{t('rules')}</h3>
          <ul className="promo-rules">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {promotion.body && <SafeHtml className="promo-body" html={promotion.body} />}
    </div>
  );
}
