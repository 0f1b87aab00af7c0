import { pocketColor, type RouletteBet } from '@crupier/contract/house/roulette';
import { useTranslation } from 'react-i18next';
import { chipFace } from '@/features/seamless/shell/bet-selector';
import { formatMinor } from '@/lib/money';
import { betKey, betLabel, type TInsideSpot } from './table';

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
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

/** The button props of a spot on the table (its label, its bet, whether it won). */
export type TSpotProps = (
  bet: RouletteBet,
  label: string,
) => {
  type: 'button';
  'aria-label': string;
  'data-spot': string;
  'data-won': true | undefined;
  disabled: boolean;
  onClick: () => void;
};

type TTableProps = {
  /** Horizontal (wide screens) or vertical with the zero on top (phones). */
  wide: boolean;
  hit: number | undefined;
  stakeOf: Map<string, bigint>;
  spotProps: TSpotProps;
};

function Chip({ stake }: { stake: bigint | undefined }) {
  if (!stake) return null;
  return (
    <span className="table-chip" aria-hidden="true">
      {chipFace(formatMinor(stake))}
    </span>
  );
}

/** The zero and the numbers, each a straight bet. */
function Numbers({ wide, hit, stakeOf, spotProps }: TTableProps) {
  const { t } = useTranslation('games');
  return (
    <>
      <button
        className={`rt-num rt-num--green rt-zero${hit === 0 ? ' is-hit' : ''}`}
        style={wide ? { gridColumn: 1, gridRow: '1 / span 3' } : { gridColumn: '2 / span 3', gridRow: 1 }}
        {...spotProps({ type: 'straight', numbers: [0] }, t('roulette_number', { n: 0 }))}
      >
        <span>0</span>
        <Chip stake={stakeOf.get(betKey({ type: 'straight', numbers: [0] }))} />
      </button>
      {NUMBERS.map((n) => (
        <button
          key={n}
          className={`rt-num rt-num--${pocketColor(n)}${hit === n ? ' is-hit' : ''}`}
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
      ))}
    </>
  );
}

/** Columns, dozens and the even-money bets. */
function OutsideBets({ wide, stakeOf, spotProps }: TTableProps) {
  const { t } = useTranslation('games');
  return (
    <>
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
    </>
  );
}

/** The lines between numbers: splits, corners, streets and six lines, over the number block. */
function InsideSpots({ wide, stakeOf, spotProps, spots }: TTableProps & { spots: TInsideSpot[] }) {
  const { t } = useTranslation('games');
  return (
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
            {...spotProps(bet, t(`roulette_${bet.type}` as 'roulette_split', { numbers: betLabel(bet) }))}
          >
            <Chip stake={stake} />
          </button>
        );
      })}
    </div>
  );
}

/** The betting table: every spot a chip can go on, with the chips placed. */
export function RouletteTable(props: TTableProps & { spots: TInsideSpot[] }) {
  const { t } = useTranslation('games');
  return (
    <fieldset className="roulette__table game-group">
      <legend className="visually-hidden">{t('roulette_table')}</legend>
      <div className="rt-grid">
        <Numbers {...props} />
        <OutsideBets {...props} />
        <InsideSpots {...props} />
      </div>
    </fieldset>
  );
}
