import { KENO_MAX_PICKS, KENO_NUMBERS } from '@crupier/contract/house/keno';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { useRevealedRound } from '@/features/seamless/engines/shared/use-reveal';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { formatMinor, formatMultiplier, parseMinor } from '@/lib/money';
import './keno.css';
import { KENO_REVEAL_MS, kenoOutcome, kenoPaying } from './keno';

const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** Ten distinct numbers 1–80 at random for the quick pick (display only: the draw is the server's). */
function quickPick(count: number): number[] {
  const pool = [...NUMBERS];
  const out: number[] = [];
  while (out.length < count) out.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
  return out.sort((a, b) => a - b);
}

/**
 * Keno: a board of 80 numbers; the player marks 1–10, Play draws 20. Drawn numbers light up one after
 * another; the picks drawn are hits, and the pick count's paytable shows what they pay.
 */
export default function KenoView({ bet, round, busy, autoplaying, setSlip, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const [picks, setPicks] = useState<number[]>(() => kenoOutcome(round)?.picks ?? []);
  const locked = busy || autoplaying;
  const { shown, spinning } = useRevealedRound(round, KENO_REVEAL_MS);
  const outcome = spinning ? null : kenoOutcome(shown);
  const drawing = spinning ? kenoOutcome(round) : null;

  useEffect(() => setSlip(picks.length > 0 ? { params: { picks } } : null), [picks, setSlip]);

  const toggle = (n: number) =>
    setPicks((current) =>
      current.includes(n)
        ? current.filter((x) => x !== n)
        : current.length < KENO_MAX_PICKS
          ? [...current, n].sort((a, b) => a - b)
          : current,
    );
  const drawn = new Set(outcome?.drawn ?? drawing?.drawn ?? []);
  const hits = new Set(outcome?.hits ?? []);
  const order = new Map((drawing?.drawn ?? []).map((n, i) => [n, i]));

  return (
    <div className="keno">
      <p className="keno__status" aria-live="polite" data-testid="keno-status">
        {outcome
          ? outcome.payHundredths > 0
            ? t('keno_won', {
                hits: outcome.hits.length,
                picks: outcome.picks.length,
                amount: money(shown?.win ?? '0'),
              })
            : t('keno_lost', { hits: outcome.hits.length, picks: outcome.picks.length })
          : spinning
            ? t('keno_drawing')
            : t('keno_prompt', { max: KENO_MAX_PICKS })}
      </p>
      <div className="keno__layout">
        <fieldset className="keno__board">
          <legend className="visually-hidden">{t('keno_board')}</legend>
          {NUMBERS.map((n) => {
            const picked = picks.includes(n);
            const isDrawn = drawn.has(n);
            return (
              <button
                key={n}
                type="button"
                className={`keno__cell${isDrawn ? ' is-drawn' : ''}${hits.has(n) ? ' is-hit' : ''}`}
                style={order.has(n) ? { animationDelay: `${order.get(n)! * 40}ms` } : undefined}
                aria-pressed={picked}
                disabled={locked || (!picked && picks.length >= KENO_MAX_PICKS)}
                onClick={() => toggle(n)}
                data-testid={`keno-${n}`}
              >
                {n}
              </button>
            );
          })}
        </fieldset>
        <aside className="keno__side">
          <div className="game-group keno__tools">
            <button
              type="button"
              className="game-chip game-chip--wide"
              disabled={locked}
              onClick={() => setPicks(quickPick(Math.max(picks.length, 5)))}
            >
              {t('keno_quick_pick')}
            </button>
            <button
              type="button"
              className="game-chip game-chip--wide"
              disabled={locked || picks.length === 0}
              onClick={() => setPicks([])}
            >
              {t('keno_clear')}
            </button>
          </div>
          <p className="keno__count">{t('keno_picked', { count: picks.length, max: KENO_MAX_PICKS })}</p>
          {picks.length > 0 && (
            <table className="keno__pays" data-testid="keno-paytable">
              <caption>{t('paytable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('keno_hits')}</th>
                  <th scope="col">{t('multiplier')}</th>
                  <th scope="col">{t('payout_on_win')}</th>
                </tr>
              </thead>
              <tbody>
                {kenoPaying(picks.length)
                  .reverse()
                  .map(([h, pay]) => (
                    <tr key={h} className={outcome && outcome.hits.length === h ? 'is-hit' : undefined}>
                      <td>{h}</td>
                      <td>{formatMultiplier(pay / 100, DOCUMENT_LANG[currentLanguage()])}</td>
                      <td>{money(formatMinor((parseMinor(bet) * BigInt(pay)) / 100n))}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          )}
        </aside>
      </div>
    </div>
  );
}
