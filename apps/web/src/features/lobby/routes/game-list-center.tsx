import { GAME_LIST_CENTER_ROUTES } from '@crupier/contract/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/ui/page';
import { isCategory } from '@/features/lobby/categories';
import { CategoryLobby } from '@/features/lobby/components/category-lobby';
import { useGameType } from '@/features/lobby/game-type-store';

/**
 * Lazy section 'GameListCenter' (/live, /fish, /rng, /pvp): the category's game list with vendor chips,
 * filters and paging; /rng takes ?vassalage=<vendor> (every list here does).
 */
export function GameListCenter() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const type = GAME_LIST_CENTER_ROUTES[path] ?? 'RNG';
  const category = isCategory(type) ? type : 'RNG';
  const setGameType = useGameType((s) => s.setGameType);
  useEffect(() => setGameType(category), [setGameType, category]);
  return (
    <Page title={t(`category_${category}`)} className="game-list-center">
      <CategoryLobby key={category} category={category} />
    </Page>
  );
}
