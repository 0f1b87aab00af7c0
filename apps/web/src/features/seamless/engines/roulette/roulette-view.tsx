import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { useRevealedRound, useWideEnough } from '@/features/seamless/engines/shared/use-reveal';
import { chipFace } from '@/features/seamless/shell/bet-selector';
import { formatMinor, parseMinor } from '@/lib/money';
import './roulette.css';
import { coveredPockets, pocketColor, type RouletteBet } from '@crupier/contract/house/roulette';
import {
  addChip,
  betKey,
  betLabel,
  insideSpots,
  rouletteOutcome,
  rouletteParams,
  SPIN_MS,
  type TStack,
  totalStake,
} from './table';

/** The pockets of a European wheel, clockwise from the zero. */
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];
const SEGMENT = 360 / WHEEL.length;
const WHEEL_COLORS = { green: '#0f8a4b', red: '#c3282f', black: '#1b1d22' } as const;
const WHEEL_GRADIENT = `conic-gradient(${WHEEL.map(
  (n, i) => `${WHEEL_COLORS[pocketColor(n)]} ${i * SEGMENT}deg ${(i + 1) * SEGMENT}deg`,
).join(', ')})`;

const OUTSIDE: {
  bet: RouletteBet;
  key:
    | 'roulette_low'
    | 'roulette_even'
    | 'roulette_red'
    | 'roulette_black'
    | 'roulette_odd'
    | 'roulette_high';
}[] = [
  { bet: { type: 'low' }, key: 'roulette_low' },
  { bet: { type: 'even' }, key: 'roulette_even' },
  { bet: { type: 'red' }, key: 'roulette_red' },
  { bet: { type: 'black' }, key: 'roulette_black' },
  { bet: { type: 'odd' }, key: 'roulette_odd' },
  { bet: { type: 'high' }, key: 'roulette_high' },
];

function Chip({ stake }: { stake: bigint | undefined }) {
  if (!stake) return null;
  return (
    <span className="table-chip" aria-hidden="true">
      {chipFace(formatMinor(stake))}
    </span>
  );
}

/**
 * European roulette: chips of the selected value go on numbers (straight), on the lines between them
 * (split, corner), on a row's edge (street, six line), and on the outside bets. Play spins with every
 * chip on the table; the chips stay for the next spin until cleared. Horizontal on wide screens,
 * vertical (zero on top) on phones.
 */
export default function RouletteView({
  bet: chip,
  round,
  busy,
  autoplaying,
  setSlip,
  sound,
  money,
}: TEngineViewProps) {
  const { t } = useTranslation('games');
  const [stacks, setStacks] = useState<TStack[]>([]);
  const [undo, setUndo] = useState<TStack[][]>([]);
  const { shown, spinning } = useRevealedRound(round, SPIN_MS);
  const [turn, setTurn] = useState(0);
  const [recent, setRecent] = useState<number[]>([]);
  const { ref, wide } = useWideEnough(560);
  const locked = busy || autoplaying || spinning;
  const spots = useMemo(insideSpots, []);

  useEffect(() => {
    const total = totalStake(stacks);
    setSlip(stacks.length > 0 ? { params: rouletteParams(stacks), bet: formatMinor(total) } : null);
  }, [stacks, setSlip]);

  // The wheel turns a few times and stops with the pocket at the top.
  useEffect(() => {
    const pocket = rouletteOutcome(round)?.pocket;
    if (pocket === undefined) return;
    setTurn((previous) => {
      const target = 360 - (WHEEL.indexOf(pocket) + 0.5) * SEGMENT;
      const base = Math.ceil(previous / 360) * 360 + 3 * 360;
      return base + target;
    });
  }, [round]);

  const outcome = rouletteOutcome(shown);
  useEffect(() => {
    if (outcome) setRecent((list) => [outcome.pocket, ...list].slice(0, 12));
  }, [outcome]);

  const stakeOf = useMemo(() => new Map(stacks.map((s) => [betKey(s.bet), s.stake])), [stacks]);
  const winning = new Set(
    outcome
      ? stacks.filter((s) => coveredPockets(s.bet).includes(outcome.pocket)).map((s) => betKey(s.bet))
      : [],
  );

  const place = (bet: RouletteBet) => {
    if (locked) return;
    sound.play('click');
    setUndo((list) => [...list, stacks].slice(-50));
    setStacks((current) => addChip(current, bet, parseMinor(chip)));
  };

  const spotProps = (bet: RouletteBet, label: string) => {
    const key = betKey(bet);
    const stake = stakeOf.get(key);
    return {
      type: 'button' as const,
      'aria-label': stake
        ? t('roulette_spot_with', { spot: label, amount: money(formatMinor(stake)) })
        : label,
      'data-spot': key,
      'data-won': winning.has(key) || undefined,
      disabled: locked,
      onClick: () => place(bet),
    };
  };

  const numberCell = (n: number) => {
    const isHit = outcome?.pocket === n;
    return (
      <button
        key={n}
        className={`rt-num rt-num--${pocketColor(n)}${isHit ? ' is-hit' : ''}`}
        style={
          wide
            ? { gridColumn: Math.floor((n - 1) / 3) + 2, gridRow: 3 - ((n - 1) % 3) }
            : { gridColumn: ((n - 1) % 3) + 2, gridRow: Math.floor((n - 1) / 3) + 2 }
        }
        {...spotProps({ type: 'straight', numbers: [n] }, t('roulette_number', { n }))}
      >
        <span>{n}</span>
        <Chip stake={stakeOf.get(betKey({ type: 'straight', numbers: [n] }))} />
      </button>
    );
  };

  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  const zeroKey = betKey({ type: 'straight', numbers: [0] });

  return (
    <div className="roulette" ref={ref} data-layout={wide ? 'wide' : 'tall'}>
      <div className="roulette__top">
        <div className="roulette__wheel" aria-hidden="true">
          <div
            className="roulette__disc"
            style={{ background: WHEEL_GRADIENT, transform: `rotate(${turn}deg)` }}
          />
          <div className="roulette__pointer" />
          <div className={`roulette__hub${outcome && !spinning ? ` roulette__hub--${outcome.color}` : ''}`}>
            {spinning ? '' : outcome ? outcome.pocket : ''}
          </div>
        </div>
        <div className="roulette__info" aria-live="polite" data-testid="roulette-result">
          {spinning ? (
            <p className="roulette__status">{t('roulette_spinning')}</p>
          ) : outcome ? (
            <p className="roulette__status">
              <span className={`pocket-badge pocket-badge--${outcome.color}`}>{outcome.pocket}</span>{' '}
              {t(`roulette_color_${outcome.color}`)}
              {' · '}
              {parseMinor(shown?.win ?? '0') > 0n
                ? t('won_amount', { amount: money(shown?.win ?? '0') })
                : t('no_win')}
            </p>
          ) : (
            <p className="roulette__status">{t('roulette_prompt')}</p>
          )}
          {recent.length > 1 && (
            <ol className="roulette__recent" aria-label={t('roulette_recent')}>
              {recent.map((pocket, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same pocket may come twice
                <li key={i} className={`pocket-badge pocket-badge--${pocketColor(pocket)}`}>
                  {pocket}
                </li>
              ))}
            </ol>
          )}
          <p className="roulette__total">
            {t('total_bet')}:{' '}
            <strong data-testid="roulette-total">{money(formatMinor(totalStake(stacks)))}</strong>
            <span className="roulette__count">{t('roulette_spots', { count: stacks.length })}</span>
          </p>
          <div className="roulette__tools">
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={locked || undo.length === 0}
              onClick={() => {
                setStacks(undo[undo.length - 1] ?? []);
                setUndo((list) => list.slice(0, -1));
              }}
            >
              {t('undo')}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={locked || stacks.length === 0}
              onClick={() => {
                setUndo((list) => [...list, stacks]);
                setStacks([]);
              }}
            >
              {t('clear_bets')}
            </button>
          </div>
        </div>
      </div>

      <fieldset className="roulette__table game-group">
        <legend className="visually-hidden">{t('roulette_table')}</legend>
        <div className="rt-grid">
          <button
            className={`rt-num rt-num--green rt-zero${outcome?.pocket === 0 ? ' is-hit' : ''}`}
            style={wide ? { gridColumn: 1, gridRow: '1 / span 3' } : { gridColumn: '2 / span 3', gridRow: 1 }}
            {...spotProps({ type: 'straight', numbers: [0] }, t('roulette_number', { n: 0 }))}
          >
            <span>0</span>
            <Chip stake={stakeOf.get(zeroKey)} />
          </button>
          {numbers.map(numberCell)}
          {([1, 2, 3] as const).map((index) => (
            <button
              key={`col${index}`}
              className="rt-out rt-col"
              style={wide ? { gridColumn: 14, gridRow: 4 - index } : { gridColumn: index + 1, gridRow: 14 }}
              {...spotProps({ type: 'column', index }, t('roulette_column', { n: index }))}
            >
              <span>2:1</span>
              <Chip stake={stakeOf.get(betKey({ type: 'column', index }))} />
            </button>
          ))}
          {([1, 2, 3] as const).map((index) => (
            <button
              key={`doz${index}`}
              className="rt-out rt-dozen"
              style={
                wide
                  ? { gridColumn: `${(index - 1) * 4 + 2} / span 4`, gridRow: 4 }
                  : { gridColumn: 1, gridRow: `${(index - 1) * 4 + 2} / span 4` }
              }
              {...spotProps({ type: 'dozen', index }, t('roulette_dozen', { n: index }))}
            >
              <span>{t(`roulette_dozen_short_${index}`)}</span>
              <Chip stake={stakeOf.get(betKey({ type: 'dozen', index }))} />
            </button>
          ))}
          {OUTSIDE.map(({ bet, key }, i) => (
            <button
              key={key}
              className={`rt-out rt-even-money${bet.type === 'red' ? ' rt-out--red' : bet.type === 'black' ? ' rt-out--black' : ''}`}
              style={
                wide
                  ? { gridColumn: `${i * 2 + 2} / span 2`, gridRow: 5 }
                  : { gridColumn: i % 2 === 0 ? 5 : 6, gridRow: `${Math.floor(i / 2) * 4 + 2} / span 4` }
              }
              {...spotProps(bet, t(key))}
            >
              <span>{t(`${key}_short` as 'roulette_low_short')}</span>
              <Chip stake={stakeOf.get(betKey(bet))} />
            </button>
          ))}
          {/* The lines between numbers: splits, corners, streets and six lines, over the number block. */}
          <div
            className="rt-inside"
            style={
              wide
                ? { gridColumn: '2 / span 12', gridRow: '1 / span 3' }
                : { gridColumn: '2 / span 3', gridRow: '2 / span 12' }
            }
          >
            {spots.map(({ bet, street, position }) => {
              const key = betKey(bet);
              const stake = stakeOf.get(key);
              const x = wide ? (street / 12) * 100 : (position / 3) * 100;
              const y = wide ? (1 - position / 3) * 100 : (street / 12) * 100;
              return (
                <button
                  key={key}
                  className={`rt-spot${stake ? ' has-chip' : ''}`}
                  style={{ left: `${x}%`, top: `${y}%` }}
                  {...spotProps(
                    bet,
                    t(`roulette_${bet.type}` as 'roulette_split', { numbers: betLabel(bet) }),
                  )}
                >
                  <Chip stake={stake} />
                </button>
              );
            })}
          </div>
        </div>
      </fieldset>
      <p className="field-hint roulette__hint">{t('roulette_hint', { chip: money(chip) })}</p>
    </div>
  );
}
