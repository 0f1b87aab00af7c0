import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps, TPlayAction } from '@/api/game-engine-types';
import { PlayingCard } from '@/features/seamless/engines/shared/playing-card';
import { formatMinor, parseMinor } from '@/lib/money';
import '@/features/seamless/engines/shared/cards.css';
import { handValue } from '@crupier/contract/house/blackjack';
import { allowedActions, blackjackOutcome, extraStakeMinor, handTotalText } from './blackjack';

/**
 * Blackjack: Play deals; then hit, stand, double, split (once) and insurance when the dealer shows an
 * ace. Doubles, splits and insurance take their extra stake from the balance. An open hand comes back
 * after a reload (the shell finds it in the history).
 */
export default function BlackjackView({ round, busy, play, setSlip, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const outcome = blackjackOutcome(round);
  const isOpen = round?.state === 'debited';
  const allowed = allowedActions(isOpen ? outcome : null);

  useEffect(() => setSlip({ params: {} }), [setSlip]);

  async function act(action: TPlayAction) {
    const next = await play(action);
    if (next) sound.play('card');
  }

  const settled = outcome?.phase === 'settled';
  const dealerCards = outcome?.dealer ?? [];
  const hiddenHole = outcome && !settled && dealerCards.length === 1;

  let status: string;
  if (!outcome) status = t('blackjack_prompt');
  else if (outcome.phase === 'insurance')
    status = t('blackjack_insurance_offer', {
      amount: money(formatMinor(extraStakeMinor(outcome, 'insurance'))),
    });
  else if (!settled)
    status = t('blackjack_your_move', { total: handTotalText(outcome.hands[outcome.active]?.cards ?? []) });
  else
    status =
      parseMinor(round?.win ?? '0') > 0n
        ? t('won_amount', { amount: money(round?.win ?? '0') })
        : t('no_win');

  return (
    <div className="blackjack" data-phase={outcome?.phase ?? 'idle'}>
      <p className="blackjack__status" aria-live="polite" data-testid="blackjack-status">
        {status}
      </p>
      <section
        className="blackjack__dealer"
        aria-label={t('blackjack_dealer')}
        data-testid="blackjack-dealer"
      >
        <h3 className="blackjack__title">
          {t('blackjack_dealer')}
          {dealerCards.length > 0 && (
            <span className="baccarat__total">{handTotalText(dealerCards, true)}</span>
          )}
        </h3>
        <div className="baccarat__cards">
          {dealerCards.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
            <PlayingCard key={`${round?.roundId}-d${i}`} card={card} index={i} />
          ))}
          {hiddenHole && <PlayingCard card={null} />}
          {!outcome && <span className="baccarat__empty" />}
        </div>
      </section>
      <div className="blackjack__hands">
        {!outcome && (
          <section className="blackjack__hand" aria-label={t('blackjack_you')}>
            <h3 className="blackjack__title">{t('blackjack_you')}</h3>
            <div className="baccarat__cards">
              <span className="baccarat__empty" />
            </div>
          </section>
        )}
        {(outcome?.hands ?? []).map((hand, i) => {
          const result = settled ? outcome?.results[i] : undefined;
          const isActive = isOpen && outcome?.phase === 'player' && outcome.active === i;
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional
              key={i}
              className={`blackjack__hand${isActive ? ' is-active' : ''}${result ? ` is-${result}` : ''}`}
              aria-label={t('blackjack_hand', { n: i + 1 })}
              aria-current={isActive || undefined}
              data-testid="blackjack-hand"
            >
              <h3 className="blackjack__title">
                {outcome && outcome.hands.length > 1 ? t('blackjack_hand', { n: i + 1 }) : t('blackjack_you')}
                <span className="baccarat__total">{handTotalText(hand.cards, settled || hand.done)}</span>
                <span className="blackjack__stake">{money(formatMinor(BigInt(hand.stake)))}</span>
              </h3>
              <div className="baccarat__cards">
                {hand.cards.map((card, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cards are positional
                  <PlayingCard key={`${round?.roundId}-${i}-${c}`} card={card} index={c} />
                ))}
              </div>
              {result && (
                <p className={`blackjack__result blackjack__result--${result}`}>
                  {t(`blackjack_result_${result}`)}
                </p>
              )}
              {!result && handValue(hand.cards).total > 21 && (
                <p className="blackjack__result">{t('blackjack_result_bust')}</p>
              )}
            </section>
          );
        })}
      </div>
      {isOpen && outcome && (
        <fieldset className="blackjack__actions game-group">
          <legend className="visually-hidden">{t('blackjack_actions')}</legend>
          {outcome.phase === 'insurance' ? (
            <>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                onClick={() => void act('insurance')}
              >
                {t('blackjack_insurance', {
                  amount: money(formatMinor(extraStakeMinor(outcome, 'insurance'))),
                })}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy}
                onClick={() => void act('no_insurance')}
              >
                {t('blackjack_no_insurance')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy || !allowed.hit}
                onClick={() => void act('hit')}
              >
                {t('blackjack_hit')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy || !allowed.stand}
                onClick={() => void act('stand')}
              >
                {t('blackjack_stand')}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy || !allowed.double}
                onClick={() => void act('double')}
                aria-label={t('blackjack_double_cost', {
                  amount: money(formatMinor(extraStakeMinor(outcome, 'double'))),
                })}
              >
                {t('blackjack_double')}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy || !allowed.split}
                onClick={() => void act('split')}
                aria-label={t('blackjack_split_cost', {
                  amount: money(formatMinor(extraStakeMinor(outcome, 'split'))),
                })}
              >
                {t('blackjack_split')}
              </button>
            </>
          )}
        </fieldset>
      )}
      {outcome?.insurance === 'taken' && (
        <p className="field-hint">
          {t('blackjack_insured', { amount: money(formatMinor(BigInt(outcome.insuranceStake))) })}
        </p>
      )}
    </div>
  );
}
