import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '@/api/member-types';
import { useMoney } from '@/lib/merchant-context';

/** A signed amount in colour: green above zero, red below, plain at zero. */
export function ProfitAmount({ profit, testId }: { profit: string; testId?: string }) {
  const money = useMoney();
  const isLoss = profit.trim().startsWith('-');
  const isZero = /^-?0+(\.0+)?$/.test(profit.trim());
  const tone = isZero ? 'even' : isLoss ? 'out' : 'in';
  return (
    <span className={`wallet-amount wallet-amount--${tone}`} data-testid={testId} data-tone={tone}>
      {money(profit, { signed: true })}
    </span>
  );
}

/** Settled, or still in progress (a mines or blackjack round not finished yet). */
export function BetState({ state }: { state: string }) {
  const { t } = useTranslation('wallet');
  if (state === 'settled')
    return <span className="wallet-badge wallet-badge--posted">{t('bets_state_settled')}</span>;
  if (state === 'debited')
    return <span className="wallet-badge wallet-badge--pending">{t('bets_state_debited')}</span>;
  return <span className="wallet-badge">{state}</span>;
}

/** "Studio · Category": the studio when the server names it, and the lobby's name of the game type. */
export function useGameLine() {
  const { t } = useTranslation();
  return (record: Pick<TBetRecord, 'gameType' | 'studio'>): string => {
    const key = `category_${record.gameType}`;
    const category = i18next.exists(key) ? t(key as 'category_RNG') : record.gameType;
    return [record.studio, category].filter(Boolean).join(' · ');
  };
}
