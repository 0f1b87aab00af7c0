import { flightMs } from '@crupier/contract/crash-curve';
import { useTranslation } from 'react-i18next';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import {
  curvePath,
  formatMultiplier,
  parseMultiplier,
  pointTone,
  serverNow,
  type TCrashPlayer,
  type TCrashRound,
  type TCrashTable,
} from './crash';

const WIDTH = 400;
const HEIGHT = 200;

/** A multiplier ("2.45", or 245 hundredths) in the UI language's number format: "2,45" in Spanish. */
export function useMultiplierText() {
  const locale = DOCUMENT_LANG[currentLanguage()];
  const shown = (value: number | string) =>
    localizeDecimals(typeof value === 'number' ? formatMultiplier(value) : value, locale);
  return { locale, shown, x: (value: number | string) => `×${shown(value)}` };
}

/** The curve: the flight so far, or all of it once crashed. */
function flight(table: TCrashTable, now: number) {
  const current = table.round;
  const phase = current?.phase ?? null;
  const growth = current?.growthPerMs ?? 0.00006;
  const elapsed =
    phase === 'flying' && current?.startedAt
      ? Math.max(0, serverNow(table, now) - Date.parse(current.startedAt))
      : phase === 'crashed' && current?.crashPoint
        ? flightMs(parseMultiplier(current.crashPoint) ?? 100, growth)
        : 0;
  return { elapsed, curve: curvePath(elapsed, growth, WIDTH, HEIGHT) };
}

/** The last crash points, the curve and the multiplier with the round's status and countdown. */
export function CrashScreen({
  table,
  now,
  multiplier,
  status,
  countdown,
}: {
  table: TCrashTable;
  now: number;
  multiplier: number;
  status: string;
  /** The share of the betting time left (0…1). */
  countdown: number;
}) {
  const { t } = useTranslation('games');
  const { x } = useMultiplierText();
  const current = table.round;
  const phase = current?.phase ?? null;
  const { elapsed, curve } = flight(table, now);
  return (
    <>
      <ol className="crash__history" aria-label={t('crash_last_points')} data-testid="crash-history">
        {table.history.map((entry) => (
          <li key={entry.roundId} className={`crash__point crash__point--${pointTone(entry.crashPoint)}`}>
            {x(entry.crashPoint)}
          </li>
        ))}
      </ol>

      <div className="crash__screen">
        <div className="crash__plot">
          <svg
            className="crash__curve"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('crash_curve')}
          >
            <line className="crash__axis" x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} />
            <line className="crash__axis" x1="0" y1="0" x2="0" y2={HEIGHT} />
            {elapsed > 0 && <path className="crash__line" d={curve.d} />}
          </svg>
          {/* A round dot whatever the box's proportions (the curve itself is stretched to the box). */}
          {elapsed > 0 && (
            <span
              className="crash__tip"
              aria-hidden="true"
              style={{ left: `${(curve.tipX / WIDTH) * 100}%`, top: `${(curve.tipY / HEIGHT) * 100}%` }}
            />
          )}
        </div>
        <div className="crash__readout">
          <span className="crash__multiplier" data-testid="crash-multiplier">
            {phase === 'betting' || !current ? x(100) : x(multiplier)}
          </span>
          <span className="crash__status" aria-live="polite" data-testid="crash-status">
            {status}
          </span>
          {phase === 'betting' && (
            <span className="crash__countdown" aria-hidden="true">
              <span className="crash__countdown-bar" style={{ width: `${countdown * 100}%` }} />
            </span>
          )}
        </div>
      </div>
    </>
  );
}

/** The round's players, mine marked, and the round's hash. */
export function CrashPlayers({
  current,
  myRoundId,
  money,
}: {
  current: TCrashRound | null;
  myRoundId: string | undefined;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation('games');
  return (
    <section className="crash__players" aria-label={t('crash_players')}>
      <h2 className="crash__title">
        {t('crash_players')}
        {current && <span className="crash__round">{t('crash_round_n', { n: current.roundNo })}</span>}
      </h2>
      {current && current.players.length > 0 ? (
        <table className="crash__table" data-testid="crash-players">
          <thead>
            <tr>
              <th scope="col">{t('crash_player')}</th>
              <th scope="col">{t('bet')}</th>
              <th scope="col">{t('multiplier')}</th>
              <th scope="col">{t('win')}</th>
            </tr>
          </thead>
          <tbody>
            {current.players.map((p) => (
              <PlayerRow key={p.id} player={p} isMine={p.id === myRoundId} money={money} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="crash__empty">{t('crash_players_empty')}</p>
      )}
      {current && (
        <p className="crash__hash">
          <span>{t('crash_hash')}: </span>
          <code className="seed" title={current.hash}>
            {current.hash}
          </code>
        </p>
      )}
    </section>
  );
}

function PlayerRow({
  player: p,
  isMine,
  money,
}: {
  player: TCrashPlayer;
  isMine: boolean;
  money: (amount: string) => string;
}) {
  const { x } = useMultiplierText();
  return (
    <tr data-state={p.state} data-mine={isMine || undefined}>
      <td>{p.player}</td>
      <td>{money(p.bet)}</td>
      <td>{p.cashout ? x(p.cashout) : '–'}</td>
      <td>{p.win ? money(p.win) : '–'}</td>
    </tr>
  );
}
