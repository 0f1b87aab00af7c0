import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/ui/page';
import { AccountGames } from '@/features/lobby/components/category-lobby';
import { useGameType } from '@/features/lobby/game-type-store';

/** Lazy section 'AccountGame' (/favorite, /recent): the member's favourite or recent games. */
export function AccountGame() {
  const { t } = useTranslation('lobby');
  const isRecent = useLocation().pathname.toLowerCase().startsWith('/recent');
  const setGameType = useGameType((s) => s.setGameType);
  useEffect(() => {
    if (!isRecent) setGameType('FAV');
  }, [setGameType, isRecent]);
  return (
    <Page title={t(isRecent ? 'recent' : 'favorite')} className="account-game">
      <AccountGames key={isRecent ? 'RECENT' : 'FAV'} kind={isRecent ? 'RECENT' : 'FAV'} />
    </Page>
  );
}
