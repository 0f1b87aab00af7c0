import type { SicBoBet } from '@crupier/contract/house/sic-bo';
import { sicBoPays } from '@crupier/contract/house/sic-bo';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TEngineViewProps } from '@/api/game-engine-types';
import { useRevealedRound } from '@/features/seamless/engines/shared/use-reveal';
import { chipFace } from '@/features/seamless/shell/bet-selector';
import { formatMinor, parseMinor } from '@/lib/money';
import '@/features/seamless/engines/shared/cards.css';
import '@/features/seamless/engines/shared/table-games.css';
import { SIC_BO_ROLL_MS, SIC_BO_SPOTS, sicBoOutcome, spotKey, spotPays } from './sic-bo';

type TStakes = Record<string, { bet: SicBoBet; stake: bigint }>;
const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const MAX_SPOTS = 30;

const stakesTotal = (stakes: TStakes) => Object.values(stakes).reduce((sum, s) => sum + s.stake, 0n);

export function sicBoParams(stakes: TStakes) {
  return { bets: Object.values(stakes).map((s) => ({ bet: s.bet, share: Number(s.stake) })) };
}

/** A spot's face on the table: "Small", "9", "⚂⚂⚂", "⚁⚄", "⚃". */
function SpotFace({ bet }: { bet: SicBoBet }) {
  const { t } = useTranslation('games');
  switch (bet.type) {
    case 'small':
    case 'big':
    case 'anyTriple':
      return <span className="bc-spot__name">{t(`sicbo_${bet.type}`)}</span>;
    case 'total':
      return <span className="bc-spot__name">{bet.total}</span>;
    case 'triple':
      return <span className="sicbo__faces">{FACES[bet.face]!.repeat(3)}</span>;
    case 'double':
      return <span className="sicbo__faces">{FACES[bet.face]!.repeat(2)}</span>;
    case 'combo':
      return <span className="sicbo__faces">{`${FACES[bet.faces[0]]}${FACES[bet.faces[1]]}`}</span>;
    case 'single':
      return <span className="sicbo__faces">{FACES[bet.face]}</span>;
  }
}

/** The spoken name of a spot ("Total 9", "Triple 3", "Combination 2 and 5"). */
function spotName(bet: SicBoBet, t: ReturnType<typeof useTranslation<'games'>>['t']) {
  switch (bet.type) {
    case 'total':
      return t('sicbo_total', { n: bet.total });
    case 'triple':
    case 'double':
    case 'single':
      return t(`sicbo_${bet.type}`, { n: bet.face });
    case 'combo':
      return t('sicbo_combo', { a: bet.faces[0], b: bet.faces[1] });
    default:
      return t(`sicbo_${bet.type}`);
  }
}

const GROUPS: { key: string; types: SicBoBet['type'][] }[] = [
  { key: 'main', types: ['small', 'anyTriple', 'big'] },
  { key: 'doubles', types: ['double'] },
  { key: 'triples', types: ['triple'] },
  { key: 'totals', types: ['total'] },
  { key: 'combos', types: ['combo'] },
  { key: 'singles', types: ['single'] },
];

/** Sic Bo: chips of the selected value on any spots of the table (up to 30); Play throws three dice. */
export default function SicBoView({
  bet: chip,
  round,
  busy,
  autoplaying,
  setSlip,
  sound,
  money,
}: TEngineViewProps) {
  const { t } = useTranslation('games');
  const [stakes, setStakes] = useState<TStakes>({});
  const { shown, spinning } = useRevealedRound(round, SIC_BO_ROLL_MS);
  const locked = busy || autoplaying || spinning;
  const outcome = sicBoOutcome(shown);

  useEffect(() => {
    const total = stakesTotal(stakes);
    setSlip(total > 0n ? { params: sicBoParams(stakes), bet: formatMinor(total) } : null);
  }, [stakes, setSlip]);

  const place = (bet: SicBoBet) => {
    if (locked) return;
    const key = spotKey(bet);
    if (!stakes[key] && Object.keys(stakes).length >= MAX_SPOTS) return;
    sound.play('click');
    setStakes((s) => ({ ...s, [key]: { bet, stake: (s[key]?.stake ?? 0n) + parseMinor(chip) } }));
  };

  return (
    <div className="baccarat sicbo">
      <p className="baccarat__status" aria-live="polite" data-testid="sicbo-result">
        {spinning
          ? t('sicbo_rolling')
          : outcome
            ? `${t('sicbo_rolled', { total: outcome.total })} · ${
                parseMinor(shown?.win ?? '0') > 0n
                  ? t('won_amount', { amount: money(shown?.win ?? '0') })
                  : t('no_win')
              }`
            : t('sicbo_prompt')}
      </p>
      <div
        className={`sicbo__dice${spinning ? ' is-rolling' : ''}`}
        role="img"
        aria-label={
          outcome && !spinning ? t('sicbo_dice', { dice: outcome.dice.join(', ') }) : t('sicbo_rolling')
        }
        data-testid="sicbo-dice"
      >
        {(outcome && !spinning ? outcome.dice : [0, 0, 0]).map((face, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dice are positional
          <span key={i} className="sicbo__die" aria-hidden="true">
            {face ? FACES[face] : '?'}
          </span>
        ))}
      </div>
      <fieldset className="sicbo__table game-group">
        <legend className="visually-hidden">{t('sicbo_bets')}</legend>
        {GROUPS.map((group) => (
          <div key={group.key} className={`sicbo__group sicbo__group--${group.key}`}>
            {SIC_BO_SPOTS.filter((bet) => group.types.includes(bet.type)).map((bet) => {
              const key = spotKey(bet);
              const stake = stakes[key]?.stake;
              const won = outcome && !spinning ? sicBoPays(bet, outcome.dice) > 0 : false;
              return (
                <button
                  key={key}
                  type="button"
                  className={`bc-spot sicbo-spot${won ? ' is-won' : ''}`}
                  data-testid={`sicbo-spot-${key.replace(/ /g, '-')}`}
                  disabled={locked}
                  aria-label={
                    stake
                      ? t('roulette_spot_with', { spot: spotName(bet, t), amount: money(formatMinor(stake)) })
                      : `${spotName(bet, t)}, ${spotPays(bet)}`
                  }
                  onClick={() => place(bet)}
                >
                  <SpotFace bet={bet} />
                  <span className="bc-spot__pays">{spotPays(bet)}</span>
                  {stake ? (
                    <span className="table-chip" aria-hidden="true">
                      {chipFace(formatMinor(stake))}
                    </span>
                  ) : null}
                </button>
              );
            })}
          </div>
        ))}
      </fieldset>
      <div className="baccarat__tools">
        <p className="roulette__total">
          {t('total_bet')}:{' '}
          <strong data-testid="sicbo-total">{money(formatMinor(stakesTotal(stakes)))}</strong>
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          disabled={locked || stakesTotal(stakes) === 0n}
          onClick={() => setStakes({})}
        >
          {t('clear_bets')}
        </button>
      </div>
    </div>
  );
}
