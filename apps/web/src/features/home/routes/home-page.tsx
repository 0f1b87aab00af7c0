import type { TGameType } from '@crupier/contract/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../api/session';
import { CategoryMenu, TOP_MENU } from '../components/category-menu';
import { GameSection } from '../components/game-section';
import { NoticeMarquee } from '../components/notice-marquee';
import { WinnerBoard } from '../components/winner-board';
import { useGameType } from '../game-type-store';

const CATEGORIES = TOP_MENU.filter((type) => type !== 'HOME' && type !== 'FAV');

/** Home lobby (spec §2): notice marquee, category menu, game sections and winner board. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const gameType = useGameType((s) => s.gameType);
  const setGameType = useGameType((s) => s.setGameType);

  const choose = (type: TGameType) => {
    // Spec §4: a guest choosing FAV stays on HOME and gets the login popup.
    if (type === 'FAV' && !isLoggedIn) {
      setGameType('HOME');
      navigate('/login');
      return;
    }
    setGameType(type);
    window.scrollTo(0, 0);
  };

  return (
    <div className="page home">
      <h1 className="page-title">{t('home_title')}</h1>
      <NoticeMarquee />
      <CategoryMenu value={gameType} onChange={choose} />
      {gameType === 'HOME' && (
        <>
          {isLoggedIn && <GameSection title={t('recent_games')} />}
          <GameSection title={t('hot_games')} />
          {isLoggedIn && <GameSection title={t('favorite_games')} />}
          {CATEGORIES.map((type) => (
            <GameSection key={type} title={t(`category_${type}`)} onMore={() => choose(type)} />
          ))}
        </>
      )}
      {gameType === 'FAV' && <GameSection title={t('favorite_games')} />}
      {gameType !== 'HOME' && gameType !== 'FAV' && <GameSection title={t(`category_${gameType}`)} />}
      <WinnerBoard />
    </div>
  );
}
