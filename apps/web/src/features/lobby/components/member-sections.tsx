import { HOME_SECTION_SIZE } from '@crupier/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { favoriteListQueryOptions } from '@/features/lobby/api/favorites';
import { recentQueryOptions } from '@/features/lobby/api/recent';
import { currentLanguage } from '@/i18n/i18n';
import { LobbySection, MoreButton, SectionGames } from './section';

export function RecentGames({ account, onMore }: { account: string; onMore: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <LobbySection testId="section-recent" title={t('recent_games')} actions={<MoreButton onClick={onMore} />}>
      <RecentContent account={account} />
    </LobbySection>
  );
}
function RecentContent({ account }: { account: string }) {
  const { t } = useTranslation('lobby');
  const recent = useQuery(recentQueryOptions(account, currentLanguage()));
  return (
    <SectionGames
      games={recent.data?.list}
      isPending={recent.isPending}
      isError={recent.isError}
      empty={t('no_recent')}
      label={t('recent_games')}
    />
  );
}

export function FavoriteGames({ account, onMore }: { account: string; onMore: () => void }) {
  const { t } = useTranslation('lobby');
  return (
    <LobbySection
      testId="section-favorites"
      title={t('favorite_games')}
      actions={<MoreButton onClick={onMore} />}
    >
      <FavoriteContent account={account} />
    </LobbySection>
  );
}
function FavoriteContent({ account }: { account: string }) {
  const { t } = useTranslation('lobby');
  const favorites = useQuery(favoriteListQueryOptions(account, currentLanguage()));
  return (
    <SectionGames
      games={favorites.data?.content.slice(0, HOME_SECTION_SIZE)}
      isPending={favorites.isPending}
      isError={favorites.isError}
      empty={t('no_favorites')}
      label={t('favorite_games')}
    />
  );
}
