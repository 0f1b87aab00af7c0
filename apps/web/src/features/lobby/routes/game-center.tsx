import { GAME_CENTER_ROUTES } from '@crupier/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/ui/page';
import { isCategory } from '@/features/lobby/categories';
import { CategoryLobby } from '@/features/lobby/components/category-lobby';
import { useGameType } from '@/features/lobby/game-type-store';

/**
 * Lazy section 'GameCenter' (/sports, /esports, /lott, /elott): sports and e-sports books as vendor
 * cards with a play button, lotteries as a game list.
 */
export function GameCenter() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const type = GAME_CENTER_ROUTES[path] ?? 'SPORTS';
  const category = isCategory(type) ? type : 'SPORTS';
  const setGameType = useGameType((s) => s.setGameType);
  useEffect(() => setGameType(category), [setGameType, category]);
  return (
    <Page title={t(`category_${category}`)} className={`game-center game-center--${category.toLowerCase()}`}>
      <CategoryLobby key={category} category={category} />
    </Page>
  );
}
