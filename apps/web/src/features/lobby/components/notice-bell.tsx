import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/icons';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import { useLobbyOverlays } from '@/features/lobby/overlay-store';
import { currentLanguage } from '@/i18n/i18n';

/** The header's notice bell (spec §2): how many notices there are, and their list on a click. */
export function NoticeBell() {
  const { t } = useTranslation();
  const announcements = useQuery(announcementsQueryOptions(currentLanguage()));
  const openNotices = useLobbyOverlays((s) => s.openNotices);
  const count = announcements.data?.player.length ?? 0;
  return (
    <button
      type="button"
      className="icon-btn notice-bell"
      aria-label={t('notices')}
      data-testid="notice-bell"
      onClick={() => openNotices()}
    >
      <BellIcon />
      {count > 0 && (
        <span className="notice-bell__badge" aria-hidden="true">
          {count > 9 ? '9+' : count}
        </span>
      )}
    </button>
  );
}
