import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import type { TAnnouncement } from '@/features/lobby/api/types';
import { withLobbyTexts } from '@/features/lobby/with-texts';
import { currentLanguage } from '@/i18n/i18n';
import { usePageSettled } from '@/lib/page-settled';
import { homeBanners, SlideContent } from './banner-slide';
import './carousel.css';

// Autoplay, swipe, arrows and dots come once the page has settled: the first slide shows at once.
const BannerCarousel = lazy(() =>
  withLobbyTexts(import('./banner-carousel')).then((m) => ({ default: m.BannerCarousel })),
);

/** The home banner group (spec §3). */
/** The first banner alone, as the carousel shows it before it moves. */
function FirstSlide({ banner }: { banner: TAnnouncement }) {
  return (
    <div className="carousel">
      <div className="carousel__viewport">
        <ul className="carousel__track">
          <li className="carousel__slide">
            <SlideContent banner={banner} isFirst />
          </li>
        </ul>
      </div>
    </div>
  );
}

/**
 * The frame's banner (spec §2): the merchant's w_home banners as a carousel, or `fallback` when it
 * has none (or while they load).
 */
export function LobbyBanner({ fallback }: { fallback: ReactNode }) {
  const announcements = useQuery(announcementsQueryOptions(currentLanguage()));
  const isSettled = usePageSettled();
  const banners = homeBanners(announcements.data?.banners);
  const first = banners[0];
  if (!first) return <>{fallback}</>;
  if (!isSettled || banners.length < 2) return <FirstSlide banner={first} />;
  return (
    <Suspense fallback={<FirstSlide banner={first} />}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}
