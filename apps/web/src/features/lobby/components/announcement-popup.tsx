import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import {
  closeAudiences,
  isAudienceClosed,
  popupAudiences,
  popupsToShow,
} from '@/features/lobby/popup-audience';
import { withLobbyTexts } from '@/features/lobby/with-texts';
import { currentLanguage } from '@/i18n/i18n';
import { isFirstLoginSession } from '@/lib/first-login';

const AnnouncementDialog = lazy(() =>
  withLobbyTexts(import('./announcement-dialog')).then((m) => ({ default: m.AnnouncementDialog })),
);

/**
 * The announcement popup of the home page (spec §2, §4): the popups aimed at the visitor (B), a
 * logged-in user (A) and, after a first login, F; once per session per audience until closed. It opens
 * once the page has settled (this module loads then); on the dialog stack it ranks lowest, so it waits
 * until no other dialog is open and never covers one. Go opens the reward
 * centre for a member (a visitor, who has none, gets the promotions page) and closes the popup.
 */
export function AnnouncementPopup() {
  const navigate = useNavigate();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const hasToken = useSession((s) => Boolean(s.token));
  const [closedCount, setClosedCount] = useState(0);
  const announcements = useQuery({ ...announcementsQueryOptions(currentLanguage()) });

  // Until a token's member info has loaded the audience is not known yet.
  if ((hasToken && !isLoggedIn) || !announcements.data) return null;
  const audiences = popupAudiences({ isLoggedIn, isFirstLogin: isFirstLoginSession() });
  const items = popupsToShow(announcements.data.popup, audiences, isAudienceClosed);
  if (items.length === 0) return null;
  const close = () => {
    closeAudiences(audiences);
    setClosedCount(closedCount + 1);
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog
        kind="popup"
        items={items}
        onClose={close}
        onGo={() => {
          close();
          navigate(isLoggedIn ? '/member?page=rewardCenter' : '/promotions');
        }}
        testId="announcement-popup"
      />
    </Suspense>
  );
}
