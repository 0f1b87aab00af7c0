import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/components/ui/icons';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import { useLobbyOverlays } from '@/features/lobby/overlay-store';
import { currentLanguage } from '@/i18n/i18n';
import './lobby.css';

/**
 * The notice marquee (spec §2): the player notices scroll by (paused on hover or focus, still for
 * reduced motion); choosing one opens the notice list at it.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('lobby');
  const openNotices = useLobbyOverlays((s) => s.openNotices);
  const announcements = useQuery(announcementsQueryOptions(currentLanguage()));
  const notices = announcements.data?.player ?? [];
  return (
    <section className="notice-bar" aria-label={t('notices')} data-testid="notice-marquee">
      <BellIcon className="notice-bar__icon" />
      {notices.length === 0 ? (
        <p className="notice-bar__text">{announcements.isPending ? '' : t('no_notices')}</p>
      ) : (
        <div className="marquee">
          <ul
            className="marquee__track"
            style={{ animationDuration: `${Math.max(18, notices.length * 12)}s` }}
          >
            {[0, 1].map((copy) =>
              notices.map((notice) => (
                <li key={`${copy}-${notice.id}`} aria-hidden={copy === 1 || undefined}>
                  <button
                    type="button"
                    className="marquee__item"
                    tabIndex={copy === 1 ? -1 : undefined}
                    onClick={() => openNotices(notice.id)}
                  >
                    {notice.title}
                  </button>
                </li>
              )),
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
