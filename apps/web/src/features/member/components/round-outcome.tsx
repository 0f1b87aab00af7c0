import { handValue } from '@crupier/contract/house/blackjack';
import { LINES } from '@crupier/contract/house/slot';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabel, cardsOf, isCard, isRedSuit, type TCard } from '@/features/member/lib/cards';
import { useLocale, useMoney } from '@/lib/merchant-context';
import { formatMinor, parseMinor } from '@/lib/money';

type TOutcome = Record<string, unknown>;
type TProps = { outcome: TOutcome; bet: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Stakes inside an outcome are integer minor units ("150" is 1.50); null when they are not. */
function stakeOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    return formatMinor(BigInt(value));
  } catch {
    return null;
  }
}

function useDecimal() {
  const locale = useLocale();
  return (value: number, digits = 2) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
}

export function PlayingCard({ card }: { card: TCard }) {
  return (
    <span className={`bet-card${isRedSuit(card) ? ' bet-card--red' : ''}`} data-testid="playing-card">
      {cardLabel(card)}
    </span>
  );
}

function Cards({ cards }: { cards: TCard[] }) {
  return (
    <span className="bet-cards">
      {cards.map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a shoe holds the same card more than once
        <PlayingCard key={index} card={card} />
      ))}
    </span>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="bet-facts">{children}</dl>;
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="bet-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function WonLost({ won }: { won: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={`wallet-badge wallet-badge--${won ? 'approved' : 'rejected'}`}>
      {t(won ? 'outcome_won' : 'outcome_lost')}
    </span>
  );
}

function DiceOutcome({ outcome }: TProps) {
  const { t } = useTranslation('wallet');
  const decimal = useDecimal();
  const roll = numberOr(outcome.roll, 0);
  const target = numberOr(outcome.target, 4950);
  const isOver = outcome.direction === 'over';
  const multiplier = numberOr(outcome.multiplierBp, 0) / 10_000;
  return (
    <div className="bet-outcome__hero">
      <span className="bet-outcome__big" data-testid="outcome-roll">
        <span className="visually-hidden">{t('dice_roll')}: </span>
        {decimal(roll / 100)}
      </span>
      <span className="bet-outcome__line">
        {t(isOver ? 'dice_over' : 'dice_under', {
          target: decimal((isOver ? 10_000 - target : target) / 100),
        })}
      </span>
      <WonLost won={outcome.wins === true} />
      {multiplier > 0 && (
        <span className="bet-outcome__line">
          {t('dice_multiplier', { multiplier: decimal(multiplier, 4) })}
        </span>
      )}
    </div>
  );
}

function rouletteBetText(t: ReturnType<typeof useTranslation<'wallet'>>['t'], bet: unknown): string {
  if (!isRecord(bet) || typeof bet.type !== 'string') return '—';
  const numbers = Array.isArray(bet.numbers) ? bet.numbers.join('-') : '';
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return t(`roulette_${bet.type}`, { numbers });
    case 'column':
    case 'dozen':
      return t(`roulette_${bet.type}`, { index: String(bet.index ?? '') });
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return t(`roulette_${bet.type}`);
    default:
      return bet.type;
  }
}

function StakeList({ items }: { items: { label: string; stake: string | null }[] }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  if (items.length === 0) return null;
  return (
    <div className="bet-outcome__bets">
      <h4>{t('outcome_bets')}</h4>
      <ul>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same bet may be placed twice
          <li key={index}>
            <span>{item.label}</span>
            {item.stake !== null && <span className="bet-num">{money(item.stake)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RouletteOutcome({ outcome }: TProps) {
  const { t } = useTranslation('wallet');
  const pocket = numberOr(outcome.pocket, 0);
  const color = outcome.color === 'red' || outcome.color === 'black' ? outcome.color : 'green';
  const bets = Array.isArray(outcome.bets) ? outcome.bets.filter(isRecord) : [];
  return (
    <>
      <div className="bet-outcome__hero">
        <span className={`bet-pocket bet-pocket--${color}`} data-testid="outcome-pocket">
          {pocket}
        </span>
        <span className="bet-outcome__line">{t(`roulette_color_${color}`)}</span>
      </div>
      <StakeList
        items={bets.map((entry) => ({ label: rouletteBetText(t, entry.bet), stake: stakeOf(entry.stake) }))}
      />
    </>
  );
}

const BACCARAT_SIDES = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
type TBaccaratSide = (typeof BACCARAT_SIDES)[number];
const isBaccaratSide = (value: unknown): value is TBaccaratSide =>
  (BACCARAT_SIDES as readonly unknown[]).includes(value);

function BaccaratOutcome({ outcome }: TProps) {
  const { t } = useTranslation('wallet');
  const bets = Array.isArray(outcome.bets) ? outcome.bets.filter(isRecord) : [];
  const winner = isBaccaratSide(outcome.winner) ? outcome.winner : null;
  return (
    <>
      <Facts>
        <Fact label={t('baccarat_player')}>
          <Cards cards={cardsOf(outcome.player)} />
          <span className="bet-facts__note">{t('points', { count: numberOr(outcome.playerTotal, 0) })}</span>
        </Fact>
        <Fact label={t('baccarat_banker')}>
          <Cards cards={cardsOf(outcome.banker)} />
          <span className="bet-facts__note">{t('points', { count: numberOr(outcome.bankerTotal, 0) })}</span>
        </Fact>
      </Facts>
      {winner && (
        <p className="bet-outcome__line">
          <strong>{t('baccarat_winner', { side: t(`baccarat_${winner}`) })}</strong>
          {outcome.playerPair === true && ` · ${t('baccarat_playerPair')}`}
          {outcome.bankerPair === true && ` · ${t('baccarat_bankerPair')}`}
        </p>
      )}
      <StakeList
        items={bets.map((entry) => ({
          label: isBaccaratSide(entry.side) ? t(`baccarat_${entry.side}`) : String(entry.side ?? '—'),
          stake: stakeOf(entry.stake),
        }))}
      />
    </>
  );
}

const BJ_RESULTS = ['blackjack', 'win', 'push', 'lose', 'bust'] as const;
type TBjResult = (typeof BJ_RESULTS)[number];
const isBjResult = (value: unknown): value is TBjResult => (BJ_RESULTS as readonly unknown[]).includes(value);

function BlackjackOutcome({ outcome }: TProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const dealer = cardsOf(outcome.dealer);
  const hands = Array.isArray(outcome.hands) ? outcome.hands.filter(isRecord) : [];
  const results = Array.isArray(outcome.results) ? outcome.results : [];
  const insurance = outcome.insurance === 'taken' ? stakeOf(outcome.insuranceStake) : null;
  return (
    <Facts>
      <Fact label={t('blackjack_dealer')}>
        <Cards cards={dealer} />
        <span className="bet-facts__note">{handValue(dealer).total}</span>
      </Fact>
      {hands.map((hand, index) => {
        const cards = cardsOf(hand.cards);
        const result = results[index];
        const stake = stakeOf(hand.stake);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: hands are numbered by their place
          <Fact key={index} label={t('blackjack_hand', { number: index + 1 })}>
            <Cards cards={cards} />
            <span className="bet-facts__note">
              {handValue(cards).total}
              {stake !== null && ` · ${money(stake)}`}
              {hand.doubled === true && ` · ${t('blackjack_doubled')}`}
            </span>
            {isBjResult(result) && (
              <span
                className={`wallet-badge wallet-badge--${
                  result === 'win' || result === 'blackjack'
                    ? 'approved'
                    : result === 'push'
                      ? 'pending'
                      : 'rejected'
                }`}
              >
                {t(`blackjack_result_${result}`)}
              </span>
            )}
          </Fact>
        );
      })}
      {insurance !== null && (
        <Fact label={t('outcome_bets')}>{t('blackjack_insurance', { stake: money(insurance) })}</Fact>
      )}
    </Facts>
  );
}

// How the reels show the engine's symbols (A K Q J T, high symbols H1–H3, wild W, scatter S).
const SLOT_SYMBOLS: Record<string, string> = { T: '10', W: 'WILD', S: 'SCAT', H1: '★', H2: '♦', H3: '♣' };

function SlotGrid({ grid, label }: { grid: unknown; label: string }) {
  const reels = Array.isArray(grid) ? grid.filter(Array.isArray) : [];
  const rows = Math.max(0, ...reels.map((reel) => reel.length));
  return (
    <table className="bet-reels" aria-label={label}>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
          <tr key={row}>
            {reels.map((reel, column) => {
              const symbol = String(reel[row] ?? '');
              return (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
                  key={column}
                  className={`bet-reels__symbol bet-reels__symbol--${symbol.toLowerCase()}`}
                  title={symbol}
                >
                  {SLOT_SYMBOLS[symbol] ?? symbol}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SlotOutcome({ outcome, bet }: TProps) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const betMinor = parseMinor(bet);
  // Pays are in line bets (the total bet is 20 of them), paid rounded down to a whole cent.
  const linePay = (pay: unknown) =>
    formatMinor((betMinor * BigInt(Math.round(numberOr(pay, 0) * 100))) / BigInt(LINES.length * 100));
  const lineWins = Array.isArray(outcome.lineWins) ? outcome.lineWins.filter(isRecord) : [];
  const freeSpins = Array.isArray(outcome.freeSpins) ? outcome.freeSpins.filter(isRecord) : [];
  const freeWin = freeSpins.reduce((sum, spin) => sum + numberOr(spin.win, 0), 0);
  return (
    <>
      <SlotGrid grid={outcome.grid} label={t('slot_reels')} />
      {lineWins.length === 0 ? (
        <p className="bet-outcome__line">{t('slot_no_line_wins')}</p>
      ) : (
        <ul className="bet-outcome__list">
          {lineWins.map((win) => (
            <li key={String(win.line)}>
              {t('slot_line_win', { line: numberOr(win.line, 0) + 1, amount: money(linePay(win.pay)) })}
            </li>
          ))}
        </ul>
      )}
      {numberOr(outcome.scatters, 0) > 0 && (
        <p className="bet-outcome__line">{t('slot_scatters', { count: numberOr(outcome.scatters, 0) })}</p>
      )}
      {freeSpins.length > 0 && (
        <p className="bet-outcome__line">
          {t('slot_free_spins', { count: freeSpins.length, amount: money(linePay(freeWin)) })}
        </p>
      )}
    </>
  );
}

function MinesOutcome({ outcome }: TProps) {
  const { t } = useTranslation('wallet');
  const mines = new Set(
    Array.isArray(outcome.mines) ? (outcome.mines as unknown[]).filter(Number.isInteger) : [],
  );
  const revealed = new Set(
    Array.isArray(outcome.revealed) ? (outcome.revealed as unknown[]).filter(Number.isInteger) : [],
  );
  const count = numberOr(outcome.count, mines.size);
  return (
    <>
      <p className="bet-outcome__line">
        {t('mines_summary', { mines: count, revealed: revealed.size })}
        {outcome.busted === true && (
          <>
            {' · '}
            <strong className="wallet-amount--out">{t('mines_busted')}</strong>
          </>
        )}
      </p>
      <ol className="bet-mines" aria-label={t('mines_grid')} data-testid="outcome-mines">
        {Array.from({ length: 25 }, (_, tile) => {
          const isMine = mines.has(tile);
          const isOpen = revealed.has(tile);
          const kind = isMine && isOpen ? 'hit' : isOpen ? 'safe' : isMine ? 'mine' : 'hidden';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: tiles are the field's positions
              key={tile}
              className={`bet-mines__tile bet-mines__tile--${kind}`}
              aria-label={t(`mines_tile_${kind}`, { number: tile + 1 })}
            >
              {kind === 'hit' || kind === 'mine' ? '✹' : kind === 'safe' ? '◆' : ''}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** "crashPoint" → "Crash point". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function GenericValue({ value }: { value: unknown }) {
  const { t } = useTranslation('wallet');
  const locale = useLocale();
  if (typeof value === 'boolean') return <>{t(value ? 'yes' : 'no')}</>;
  if (typeof value === 'number') return <>{new Intl.NumberFormat(locale).format(value)}</>;
  if (typeof value === 'string') return <>{value}</>;
  if (value === null || value === undefined) return <>—</>;
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isCard)) return <Cards cards={value} />;
    if (value.every((item) => !isRecord(item) && !Array.isArray(item)))
      return <>{value.map((item) => String(item)).join(', ')}</>;
    return (
      <ol className="bet-outcome__nested">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positions of a list
          <li key={index}>
            <GenericValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isRecord(value)) return <GenericFacts outcome={value} />;
  return <>{String(value)}</>;
}

function GenericFacts({ outcome }: { outcome: TOutcome }) {
  const entries = Object.entries(outcome);
  return (
    <Facts>
      {entries.map(([key, value]) => (
        <Fact key={key} label={humanise(key)}>
          <GenericValue value={value} />
        </Fact>
      ))}
    </Facts>
  );
}

/** Engines not drawn specially (crash, future ones): their outcome as labelled facts, not JSON. */
function GenericOutcome({ outcome }: TProps) {
  const { t } = useTranslation('wallet');
  const decimal = useDecimal();
  const { crashPoint, ...rest } = outcome;
  const point = typeof crashPoint === 'string' ? Number(crashPoint) : crashPoint;
  return (
    <>
      {typeof point === 'number' && Number.isFinite(point) && (
        <div className="bet-outcome__hero">
          <span className="bet-outcome__big" data-testid="outcome-crash-point">
            {t('crash_point', { multiplier: decimal(point) })}
          </span>
        </div>
      )}
      <GenericFacts outcome={rest} />
    </>
  );
}

const RENDERERS: Record<string, (props: TProps) => ReactNode> = {
  dice: DiceOutcome,
  roulette: RouletteOutcome,
  baccarat: BaccaratOutcome,
  blackjack: BlackjackOutcome,
  slot: SlotOutcome,
  mines: MinesOutcome,
};

/** The outcome of a round, drawn for its engine (dice roll, pocket, cards, reels, minefield…). */
export function RoundOutcome({ engine, outcome, bet }: { engine: string; outcome: TOutcome; bet: string }) {
  const { t } = useTranslation('wallet');
  if (Object.keys(outcome).length === 0) return <p className="wallet-muted">{t('round_no_outcome')}</p>;
  const Renderer = RENDERERS[engine] ?? GenericOutcome;
  return (
    <div className={`bet-outcome bet-outcome--${engine}`} data-testid="round-outcome" data-engine={engine}>
      <Renderer outcome={outcome} bet={bet} />
    </div>
  );
}
