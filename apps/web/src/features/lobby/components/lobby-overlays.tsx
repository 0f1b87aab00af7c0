import { LOBBY_PAGE_SIZE } from '@crupier/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import { gameListQueryOptions } from '@/features/lobby/api/games';
import type { TGameCategory, TVendorCard } from '@/features/lobby/api/types';
import { changeLobbyQuery, DEFAULT_LOBBY_QUERY } from '@/features/lobby/lobby-query';
import { useLobbyOverlays } from '@/features/lobby/overlay-store';
import { currentLanguage } from '@/i18n/i18n';
import { AnnouncementDialog } from './announcement-dialog';
import { PagedGames } from './paged-games';

/** The notice list (marquee, bell): the player notices with their bodies. */
export function NoticeList({ initialId }: { initialId: string | null }) {
  const close = useLobbyOverlays((s) => s.close);
  const announcements = useQuery(announcementsQueryOptions(currentLanguage()));
  if (announcements.isPending) return null;
  return (
    <AnnouncementDialog
      kind="notices"
      items={announcements.data?.player ?? []}
      initialId={initialId}
      onClose={close}
      testId="notice-dialog"
    />
  );
}

/** Spec §2 vendor popup list: a VASSALAGE vendor's games in a category, paged with "load more". */
export function VendorPopup({ card, category }: { card: TVendorCard; category: TGameCategory }) {
  const { t } = useTranslation('lobby');
  const close = useLobbyOverlays((s) => s.close);
  const [paging, setPaging] = useState(DEFAULT_LOBBY_QUERY);
  const language = currentLanguage();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('vendor_games', { vendor: card.displayName })}
      size="lg"
      testId="vendor-popup"
    >
      <div className="vendor-popup">
        <PagedGames
          pageQuery={(pageNo) =>
            gameListQueryOptions(
              {
                gameType: category,
                vassalage: card.vassalage,
                gameClassify: null,
                gameName: '',
                filter: 'ALL',
                pageNo,
                pageSize: LOBBY_PAGE_SIZE,
              },
              language,
              null,
            )
          }
          toPage={(page) => page}
          paging={paging}
          pageSize={LOBBY_PAGE_SIZE}
          onPage={(page, totalPages) =>
            setPaging((q) => changeLobbyQuery(q, { type: 'page', page, totalPages }))
          }
          onMore={(totalPages) => setPaging((q) => changeLobbyQuery(q, { type: 'more', totalPages }))}
          empty={t('no_games')}
          label={card.displayName}
        />
      </div>
    </Dialog>
  );
}

/** Whichever lobby overlay is open. */
export function LobbyOverlays() {
  const notices = useLobbyOverlays((s) => s.notices);
  const vendor = useLobbyOverlays((s) => s.vendor);
  if (notices) return <NoticeList initialId={notices.id} />;
  if (vendor) return <VendorPopup card={vendor.card} category={vendor.category} />;
  return null;
}
