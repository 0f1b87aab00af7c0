import { Link } from 'react-router';
import type { TOddsFormat, TSbSession } from './api';
import { ODDS_KEY, SPORTS, type TSbMoney, type TSport } from './book-model';
import { useSbText } from './text';

/** The sportsbook's head: the way back, the balance (play money invites to register), the odds format. */
export function BookTop({
  session,
  balance,
  money,
  format,
  onFormat,
}: {
  session: TSbSession;
  balance: string;
  money: TSbMoney;
  format: TOddsFormat;
  onFormat: (format: TOddsFormat) => void;
}) {
  const { t } = useSbText();
  return (
    <header className="sb-top">
      <Link
        to={session.backUrl?.startsWith('/') ? session.backUrl : '/'}
        className="sb-top__back"
        aria-label={t('back_to_lobby')}
      >
        ‹
      </Link>
      <h1 className="sb-top__title">{t('title')}</h1>
      <span className="sb-top__balance" data-testid="sb-balance" data-balance={balance}>
        {t('balance')}: <strong>{money(balance)}</strong>{' '}
        {session.currency === 'PLAY' ? (
          <span className="play-badge" data-testid="play-money-badge">
            {t('play_money')}
          </span>
        ) : (
          session.currency
        )}
      </span>
      {session.currency === 'PLAY' && (
        <Link to="/register" className="sb-top__register" data-testid="register-cta">
          {t('register_cta')}
        </Link>
      )}
      <select
        className="sb-top__format"
        aria-label={t('odds_format')}
        value={format}
        onChange={(e) => {
          onFormat(e.target.value as TOddsFormat);
          localStorage.setItem(ODDS_KEY, e.target.value);
        }}
      >
        {(['decimal', 'american', 'fractional'] as const).map((f) => (
          <option key={f} value={f}>
            {t(`odds_${f}`)}
          </option>
        ))}
      </select>
    </header>
  );
}

/** The sports, then my bets. */
export function SportNav({
  sport,
  isBets,
  onSport,
  onBets,
}: {
  sport: TSport;
  isBets: boolean;
  onSport: (sport: TSport) => void;
  onBets: () => void;
}) {
  const { t } = useSbText();
  return (
    <nav className="sb-sports" aria-label={t('events')}>
      {SPORTS.map((s) => (
        <button
          key={s}
          type="button"
          className={`sb-chip${s === sport && !isBets ? ' sb-chip--on' : ''}`}
          data-testid={`sb-sport-${s}`}
          onClick={() => onSport(s)}
        >
          {t(`sport_${s}`)}
        </button>
      ))}
      <button
        type="button"
        className={`sb-chip${isBets ? ' sb-chip--on' : ''}`}
        data-testid="sb-my-bets"
        onClick={onBets}
      >
        {t('my_bets')}
      </button>
    </nav>
  );
}
