import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TRound } from '@/api/game-session-types';
import { EmptyState } from '@/components/ui/empty-state';
import { currentLanguage, DOCUMENT_LANG } from '@/i18n/i18n';
import { localizeDecimals } from '@/lib/decimals';
import { parseMinor } from '@/lib/money';

/**
 * When a round was played, for telling rounds apart: the time of day (with seconds), and the day too
 * when it was not today. Its nonce is no name for it: nonces start again with every game session.
 */
export function playedAtText(iso: string, locale: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };
  return at.toDateString() === now.toDateString()
    ? at.toLocaleTimeString(locale, time)
    : at.toLocaleString(locale, { day: '2-digit', month: '2-digit', ...time });
}

/** The last 10 rounds of this game (GET /rgs/history), newest first, each with a way to verify it. */
export function HistoryPanel({
  rounds,
  failed,
  summary,
  money,
  onVerify,
  numbered = false,
}: {
  rounds: TRound[] | null;
  failed: boolean;
  summary: (round: TRound, t: TFunction<'games'>) => string;
  money: (amount: string) => string;
  onVerify: (roundId: string) => void;
  /**
   * Shared rounds (crash) carry one number for every player, shown in the game: name them by it. Other
   * games are named by the time they were played.
   */
  numbered?: boolean;
}) {
  const { t } = useTranslation('games');
  if (rounds === null) {
    return failed ? (
      <EmptyState>{t('history_failed')}</EmptyState>
    ) : (
      <div className="game-side__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );
  }
  if (rounds.length === 0) return <EmptyState>{t('history_empty')}</EmptyState>;
  const locale = DOCUMENT_LANG[currentLanguage()];
  return (
    <ol className="round-list" data-testid="history-list">
      {rounds.map((round) => {
        const win = parseMinor(round.win);
        const bet = parseMinor(round.bet);
        const state =
          round.state === 'debited'
            ? 'open'
            : round.state === 'settled'
              ? win > bet
                ? 'won'
                : win === bet
                  ? 'even'
                  : 'lost'
              : 'void';
        return (
          <li
            key={round.roundId}
            className="round-row"
            data-testid="history-row"
            data-round-id={round.roundId}
            data-state={state}
          >
            {round.playedAt && !numbered ? (
              <time className="round-row__nonce" dateTime={round.playedAt} data-testid="history-time">
                {playedAtText(round.playedAt, locale)}
              </time>
            ) : (
              <span className="round-row__nonce">#{round.nonce}</span>
            )}
            <span className="round-row__summary">{localizeDecimals(summary(round, t), locale) || '—'}</span>
            <span className="round-row__money">
              <span className="visually-hidden">{t('bet')}: </span>
              {money(round.bet)}
            </span>
            <span className={`round-row__win round-row__win--${state}`}>
              {state === 'open' ? (
                t('round_open')
              ) : state === 'void' ? (
                t('round_void')
              ) : (
                <>
                  <span className="visually-hidden">{t('win')}: </span>
                  {money(round.win)}
                </>
              )}
            </span>
            <button
              type="button"
              className="link-btn round-row__verify"
              disabled={round.state !== 'settled'}
              aria-label={t('verify_round_n', { nonce: round.nonce })}
              onClick={() => onVerify(round.roundId)}
            >
              {t('verify')}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
