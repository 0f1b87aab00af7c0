import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { formatMinor, parseMinor } from '@/lib/money';
import './slot.css';
import {
  LINES,
  paytableOf,
  scatterCount,
  type SlotSymbol as TSlotSymbol,
} from '@crupier/contract/house/slot';
import { FREE_SPIN_MS, SPIN_MS } from './reveal';
import { lineHits, slotOutcome, type TSlotOutcome } from './slot';
import { SymbolArt, THEME_ART, type TSlotTheme, themeOf } from './slot-art';

const ORDER: TSlotSymbol[] = ['W', 'H1', 'H2', 'H3', 'A', 'K', 'Q', 'J', 'T'];
const IDLE: TSlotSymbol[][] = [
  ['A', 'H1', 'K'],
  ['Q', 'W', 'J'],
  ['H2', 'T', 'A'],
  ['K', 'S', 'H3'],
  ['J', 'Q', 'T'],
];

type TShow = { phase: 'idle' | 'spinning' | 'base' | 'free'; free: number };

/** Money of a pay counted in line bets (the total bet is 20 line bets), rounded down to the cent. */
function lineBetsMoney(bet: string, lineBets: number): string {
  return formatMinor((parseMinor(bet) * BigInt(Math.round(lineBets * 100))) / (BigInt(LINES.length) * 100n));
}

function SlotSymbol({
  symbol,
  hit,
  label,
  theme,
}: {
  symbol: TSlotSymbol;
  hit: boolean;
  label: string;
  theme: TSlotTheme;
}) {
  return (
    <span
      className={`slot-sym slot-sym--${symbol}${hit ? ' is-hit' : ''}`}
      role="img"
      aria-label={label}
      title={label}
    >
      <SymbolArt theme={theme} symbol={symbol} />
    </span>
  );
}

/**
 * The video slot: 5 reels × 3 rows and 20 paylines. A spin shows its line wins (cells and lines
 * highlighted), then plays the free spins it won one by one with their counter.
 */
export default function SlotView({ session, bet, round, setSlip, sound, money }: TEngineViewProps) {
  const { t } = useTranslation('games');
  const paytable = paytableOf(session.game.variant);
  const theme = themeOf(session.game.variant);
  const look = THEME_ART[theme].colors;
  const [show, setShow] = useState<TShow>({ phase: round ? 'base' : 'idle', free: 0 });
  const [shown, setShown] = useState<TSlotOutcome | null>(slotOutcome(round));
  const [shownBet, setShownBet] = useState(round?.bet ?? bet);
  // The round on the reels: a new one spins; the one there at mount (or again after a sound toggle) does not.
  const animated = useRef(round?.roundId);
  const soundRef = useRef(sound);
  soundRef.current = sound;

  useEffect(() => setSlip({ params: {} }), [setSlip]);

  useEffect(() => {
    const outcome = slotOutcome(round);
    if (!outcome || !round || round.roundId === animated.current) return;
    animated.current = round.roundId;
    const timers: ReturnType<typeof setTimeout>[] = [];
    setShow((s) => ({ phase: 'spinning', free: s.free }));
    timers.push(
      setTimeout(() => {
        setShown(outcome);
        setShownBet(round.bet);
        setShow({ phase: 'base', free: 0 });
      }, SPIN_MS),
    );
    outcome.freeSpins.forEach((_, i) => {
      const at = SPIN_MS + 200 + i * FREE_SPIN_MS;
      timers.push(setTimeout(() => setShow({ phase: 'spinning', free: i + 1 }), at));
      timers.push(
        setTimeout(
          () => {
            setShow({ phase: 'free', free: i + 1 });
            soundRef.current.play('tick');
          },
          at + FREE_SPIN_MS / 2,
        ),
      );
    });
    return () => {
      for (const timer of timers) clearTimeout(timer);
      // Interrupted (React re-running effects): the next run plays it again.
      if (animated.current === round.roundId) animated.current = undefined;
    };
  }, [round]);

  const inFree = show.phase === 'free' || (show.phase === 'spinning' && show.free > 0);
  const freeIndex = show.free - 1;
  const grid: TSlotSymbol[][] =
    shown && inFree ? (shown.freeSpins[Math.max(0, freeIndex)]?.grid ?? shown.grid) : (shown?.grid ?? IDLE);
  const settled = show.phase === 'base' || show.phase === 'free';
  const hits = settled && shown ? lineHits(grid, paytable, inFree ? paytable.freeSpinMultiplier : 1) : [];
  const hitCells = new Set(hits.flatMap((h) => h.cells.map(([r, w]) => `${r}:${w}`)));
  const scatters = settled && shown ? scatterCount(grid) : 0;
  const freeTotal = shown?.freeSpins.length ?? 0;
  const spinWin = settled && shown ? (inFree ? (shown.freeSpins[freeIndex]?.win ?? 0) : baseWin(shown)) : 0;
  const roundDone = shown !== null && settled && (freeTotal === 0 || show.free === freeTotal);

  return (
    <div
      className="slot"
      data-phase={show.phase}
      data-theme={theme}
      style={
        { '--slot-frame': look.frame, '--slot-cell': look.cell, '--slot-glow': look.glow } as CSSProperties
      }
    >
      <div className="slot__banner" aria-live="polite" data-testid="slot-status">
        {inFree ? (
          <span className="slot__free" data-testid="free-spins">
            {t('slot_free_spin', { n: show.free, total: freeTotal })}
          </span>
        ) : null}
        {show.phase === 'spinning' && !inFree ? (
          <span>{t('slot_spinning')}</span>
        ) : settled && shown ? (
          <span>
            {spinWin > 0 ? t('won_amount', { amount: money(lineBetsMoney(shownBet, spinWin)) }) : t('no_win')}
            {scatters >= 3 && !inFree ? ` · ${t('slot_scatter_free', { count: paytable.freeSpins })}` : ''}
          </span>
        ) : (
          <span>{t('slot_prompt')}</span>
        )}
      </div>
      <div className={`slot__reels${show.phase === 'spinning' ? ' is-spinning' : ''}`}>
        {grid.map((reel, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positional
          <div className="slot__reel" key={r} style={{ animationDelay: `${r * 60}ms` }}>
            {reel.map((symbol, w) => (
              <SlotSymbol
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                key={w}
                symbol={symbol}
                hit={hitCells.has(`${r}:${w}`)}
                theme={theme}
                label={t(`slot_sym_${theme}_${symbol}`)}
              />
            ))}
          </div>
        ))}
        {hits.length > 0 && (
          <svg className="slot__lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
            {hits.map((hit) => (
              <polyline
                key={hit.line}
                points={LINES[hit.line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
                style={{ stroke: `hsl(${(hit.line * 47) % 360} 90% 60%)` }}
              />
            ))}
          </svg>
        )}
      </div>
      <div className="slot__summary">
        {hits.length > 0 && (
          <ul className="slot__hits" aria-label={t('slot_line_wins')} data-testid="slot-line-wins">
            {hits.map((hit) => (
              <li key={hit.line}>
                {t('slot_line', { n: hit.line + 1 })}: {money(lineBetsMoney(shownBet, hit.pay))}
              </li>
            ))}
          </ul>
        )}
        {roundDone && round && freeTotal > 0 && (
          <p className="slot__total" data-testid="slot-total">
            {t('slot_round_total', { amount: money(round.win) })}
          </p>
        )}
      </div>
      <details className="slot__paytable">
        <summary>{t('paytable')}</summary>
        <p className="field-hint">{t('slot_paytable_hint', { lines: LINES.length, bet: money(bet) })}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('symbol')}</th>
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody>
            {ORDER.map((symbol) => (
              <tr key={symbol}>
                <th scope="row">
                  <SlotSymbol
                    symbol={symbol}
                    hit={false}
                    label={t(`slot_sym_${theme}_${symbol}`)}
                    theme={theme}
                  />
                </th>
                {(paytable.pays[symbol] ?? [0, 0, 0]).map((pay, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4, 5 of a kind
                  <td key={i}>{money(lineBetsMoney(bet, pay))}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">
                <SlotSymbol symbol="S" hit={false} label={t(`slot_sym_${theme}_S`)} theme={theme} />
              </th>
              {paytable.scatterPays.map((pay, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: 3, 4, 5 scatters
                <td key={i}>{money(formatMinor(parseMinor(bet) * BigInt(pay)))}</td>
              ))}
            </tr>
          </tbody>
        </table>
        <p className="field-hint">
          {t('slot_rules', { spins: paytable.freeSpins, multiplier: paytable.freeSpinMultiplier })}
        </p>
      </details>
    </div>
  );
}

/** The base spin's pay in line bets: its lines and scatters (the free spins are counted apart). */
function baseWin(outcome: TSlotOutcome): number {
  return outcome.lineBets - outcome.freeSpins.reduce((sum, f) => sum + f.win, 0);
}
