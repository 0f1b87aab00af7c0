import { HOLDEM_ANTE_PAYS } from '@crupier/contract/house/casino-holdem';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps, TPlayAction } from '@/api/game-engine-types';
import { PlayingCard } from '@/features/seamless/engines/shared/playing-card';
import { formatMinor, parseMinor } from '@/lib/money';
import '@/features/seamless/engines/shared/cards.css';
import '@/features/seamless/engines/shared/table-games.css';
import { callCost, holdemOutcome } from './holdem';

const ANTE_ROWS = ['royal_flush', 'straight_flush', 'four_of_a_kind', 'full_house', 'flush'] as const;

/**
 * Casino Hold'em against the house: Play places the ante and deals two cards and the flop; Call bets
 * twice the ante and shows the turn, the river and the dealer's cards; Fold gives up the ante.
 */
export default function HoldemView({ round, busy, play, setSlip, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const outcome = holdemOutcome(round);
  const isOpen = round?.state === 'debited' && outcome?.phase === 'decide';
  const settled = outcome?.phase === 'settled';

  useEffect(() => setSlip({ params: {} }), [setSlip]);

  async function act(action: TPlayAction) {
    const next = await play(action);
    if (next) sound.play('card');
  }

  let status: string;
  if (!outcome) status = t('holdem_prompt');
  else if (isOpen) status = t('holdem_decide', { amount: money(formatMinor(callCost(outcome))) });
  else if (outcome.result) {
    const won = parseMinor(round?.win ?? '0');
    status = `${t(`holdem_result_${outcome.result}`)} · ${
      won > 0n ? t('won_amount', { amount: money(round?.win ?? '0') }) : t('no_win')
    }`;
  } else status = '';

  const board = outcome?.board ?? [];
  const boardSlots = outcome ? [...board, ...Array(5 - board.length).fill(null)] : [];

  return (
    <div className="blackjack holdem" data-phase={outcome?.phase ?? 'idle'}>
      <p className="blackjack__status" aria-live="polite" data-testid="holdem-status">
        {status}
      </p>
      <section className="blackjack__dealer" aria-label={t('holdem_dealer')} data-testid="holdem-dealer">
        <h3 className="blackjack__title">
          {t('holdem_dealer')}
          {settled && outcome?.dealerHand && (
            <span className="baccarat__total">{t(`vp_hand_${outcome.dealerHand}`)}</span>
          )}
          {settled && outcome?.dealerQualifies === false && (
            <span className="blackjack__stake">{t('holdem_not_qualified')}</span>
          )}
        </h3>
        <div className="baccarat__cards">
          {settled ? (
            outcome?.dealer.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
              <PlayingCard key={`${round?.roundId}-d${i}`} card={card} index={i} />
            ))
          ) : outcome ? (
            [0, 1].map((i) => <PlayingCard key={i} card={null} />)
          ) : (
            <span className="baccarat__empty" />
          )}
        </div>
      </section>
      <section className="holdem__board" aria-label={t('holdem_board')} data-testid="holdem-board">
        <h3 className="blackjack__title">{t('holdem_board')}</h3>
        <div className="baccarat__cards">
          {outcome ? (
            boardSlots.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
              <PlayingCard key={`${round?.roundId}-b${i}-${card ? 'up' : 'down'}`} card={card} index={i} />
            ))
          ) : (
            <span className="baccarat__empty" />
          )}
        </div>
      </section>
      <section
        className={`blackjack__hand${outcome?.result === 'win' || outcome?.result === 'dealer_not_qualified' ? ' is-win' : ''}`}
        aria-label={t('blackjack_you')}
        data-testid="holdem-player"
      >
        <h3 className="blackjack__title">
          {t('blackjack_you')}
          {settled && outcome?.playerHand && (
            <span className="baccarat__total">{t(`vp_hand_${outcome.playerHand}`)}</span>
          )}
          {outcome && (
            <span className="blackjack__stake">
              {t('holdem_ante')} {money(formatMinor(BigInt(outcome.ante)))}
              {outcome.call !== '0'
                ? ` · ${t('holdem_call_label')} ${money(formatMinor(BigInt(outcome.call)))}`
                : ''}
            </span>
          )}
        </h3>
        <div className="baccarat__cards">
          {outcome ? (
            outcome.player.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
              <PlayingCard key={`${round?.roundId}-p${i}`} card={card} index={i} />
            ))
          ) : (
            <span className="baccarat__empty" />
          )}
        </div>
      </section>
      {isOpen && outcome && (
        <fieldset className="blackjack__actions game-group">
          <legend className="visually-hidden">{t('blackjack_actions')}</legend>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act('call')}>
            {t('holdem_call', { amount: money(formatMinor(callCost(outcome))) })}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={() => void act('fold')}
          >
            {t('holdem_fold')}
          </button>
        </fieldset>
      )}
      <details className="holdem__pays">
        <summary>{t('holdem_pays_title')}</summary>
        <ul>
          {ANTE_ROWS.map((hand) => (
            <li key={hand}>
              {t(`vp_hand_${hand}`)} <strong>{HOLDEM_ANTE_PAYS[hand]}:1</strong>
            </li>
          ))}
          <li>
            {t('holdem_pays_other')} <strong>1:1</strong>
          </li>
        </ul>
        <p className="field-hint">{t('holdem_rules')}</p>
      </details>
    </div>
  );
}
