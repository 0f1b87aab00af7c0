import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGameSession } from '@/api/game-session-types';
import { lobbyPath } from './rounds';
import { BackIcon, SoundOffIcon, SoundOnIcon } from './shell-icons';
import type { TMoney } from './use-play';

/** The game page's head: the free-trial banner, the game's name, the balance, sound and the way back. */
export function GameHead({
  session,
  balance,
  money,
  isSoundOn,
  onToggleSound,
}: {
  session: TGameSession;
  balance: string;
  money: TMoney;
  isSoundOn: boolean;
  onToggleSound: () => void;
}) {
  const { t } = useTranslation('games');
  const { t: tMain } = useTranslation();
  return (
    <>
      {session.trial && (
        <p className="game-trial" data-testid="trial-banner">
          <strong>{t('trial_title')}</strong> {t('trial_text')}{' '}
          <Link to="/register" className="game-trial__register" data-testid="trial-register">
            {t('trial_register')}
          </Link>
        </p>
      )}
      <header className="game-head">
        <div className="game-head__title">
          <h1 className="game-head__name">
            <span className="visually-hidden">{`${tMain('seamless_title')}:`}</span> {session.game.name}
          </h1>
          <p className="game-head__studio">{session.game.studio}</p>
        </div>
        <div className="game-head__tools">
          <p className="game-balance" data-testid="game-balance">
            <span className="game-balance__label">{t(session.trial ? 'play_balance' : 'balance')}</span>
            <strong className="game-balance__amount" aria-live="polite">
              {money(balance)}
            </strong>
          </p>
          <button
            type="button"
            className="icon-btn"
            aria-pressed={isSoundOn}
            aria-label={t('sound')}
            title={t(isSoundOn ? 'sound_on' : 'sound_off')}
            data-testid="sound-toggle"
            onClick={onToggleSound}
          >
            {isSoundOn ? <SoundOnIcon /> : <SoundOffIcon />}
          </button>
          <Link className="btn btn--secondary btn--sm game-head__back" to={lobbyPath(session.backUrl)}>
            <BackIcon />
            {t('back_to_lobby')}
          </Link>
        </div>
      </header>
    </>
  );
}
