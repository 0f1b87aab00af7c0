import { VIDEO_POKER_PAYS, VIDEO_POKER_ROWS } from '@crupier/contract/house/video-poker';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { PlayingCard } from '@/features/seamless/engines/shared/playing-card';
import { formatMinor, parseMinor } from '@/lib/money';
import '@/features/seamless/engines/shared/cards.css';
import '@/features/seamless/engines/shared/table-games.css';
import { videoPokerOutcome } from './video-poker';

const NONE = [false, false, false, false, false];

/**
 * Video poker, Jacks or Better: Play deals five cards; tap the cards to hold, then Draw replaces the
 * others. The pay table shows what each hand returns for the stake. An open hand comes back after a
 * reload.
 */
export default function VideoPokerView({ bet, round, busy, play, setSlip, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const outcome = videoPokerOutcome(round);
  const isOpen = round?.state === 'debited' && outcome?.phase === 'deal';
  const [held, setHeld] = useState<boolean[]>(NONE);
  const roundId = round?.roundId;

  useEffect(() => setSlip({ params: {} }), [setSlip]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new hand starts with nothing held
  useEffect(() => setHeld(NONE), [roundId]);

  const stake = parseMinor(round && isOpen ? round.bet : bet);
  const settled = outcome?.phase === 'settled';

  const toggle = (i: number) => {
    if (!isOpen || busy) return;
    sound.play('click');
    setHeld((h) => h.map((v, k) => (k === i ? !v : v)));
  };

  async function draw() {
    const next = await play('draw', { holds: held });
    if (next) sound.play('card');
  }

  let status: string;
  if (!outcome) status = t('vp_prompt');
  else if (isOpen)
    status =
      outcome.hand === 'nothing'
        ? t('vp_hold_prompt')
        : t('vp_dealt_hand', { hand: t(`vp_hand_${outcome.hand}`) });
  else
    status =
      parseMinor(round?.win ?? '0') > 0n
        ? `${t(`vp_hand_${outcome.hand}`)} · ${t('won_amount', { amount: money(round?.win ?? '0') })}`
        : t('no_win');

  return (
    <div className="blackjack vp" data-phase={outcome?.phase ?? 'idle'}>
      <table className="vp__paytable" aria-label={t('vp_paytable')}>
        <tbody>
          {VIDEO_POKER_ROWS.map((hand) => (
            <tr key={hand} className={outcome?.hand === hand ? 'is-hit' : undefined}>
              <th scope="row">{t(`vp_hand_${hand}`)}</th>
              <td>{money(formatMinor(stake * BigInt(VIDEO_POKER_PAYS[hand])))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="blackjack__status" aria-live="polite" data-testid="vp-status">
        {status}
      </p>
      <fieldset className="vp__cards game-group" data-testid="vp-cards">
        <legend className="visually-hidden">{t('vp_cards')}</legend>
        {(outcome?.cards ?? [null, null, null, null, null]).map((card, i) => {
          const isHeld = isOpen ? held[i] : settled && outcome?.held?.[i];
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
              key={`${roundId}-${i}-${card ? `${card.rank}/${card.suit}` : 'x'}`}
              type="button"
              className={`vp__card${isHeld ? ' is-held' : ''}`}
              aria-pressed={isOpen ? held[i] : undefined}
              disabled={!isOpen || busy}
              onClick={() => toggle(i)}
              data-testid="vp-card"
            >
              <PlayingCard card={card} index={i} />
              <span className="vp__held">{isHeld ? t('vp_held') : '\u00a0'}</span>
            </button>
          );
        })}
      </fieldset>
      {isOpen && (
        <div className="blackjack__actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void draw()}>
            {t('vp_draw')}
          </button>
        </div>
      )}
    </div>
  );
}
