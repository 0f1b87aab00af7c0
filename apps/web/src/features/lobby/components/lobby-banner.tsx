import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { announcementsQueryOptions } from '@/features/lobby/api/announcements';
import type { TAnnouncement } from '@/features/lobby/api/types';
import { assetUrl } from '@/features/lobby/hosts';
import { useLobbySettings } from '@/features/lobby/lobby-settings';
import { withLobbyTexts } from '@/features/lobby/with-texts';
import { currentLanguage } from '@/i18n/i18n';
import { usePageSettled } from '@/lib/page-settled';
import './carousel.css';

// Autoplay, swipe, arrows and dots come once the page has settled: the first slide shows at once.
const BannerCarousel = lazy(() =>
  withLobbyTexts(import('./banner-carousel')).then((m) => ({ default: m.BannerCarousel })),
);

/** The home banner group (spec §3). */
export const HOME_BANNER_GROUP = 'w_home';

export function homeBanners(banners: readonly TAnnouncement[] | undefined): TAnnouncement[] {
  return (banners ?? []).filter((banner) => banner.groupName === HOME_BANNER_GROUP && banner.url);
}

/** A banner's link: the site's pages through the router, others in a new tab. */
export function SlideLink({ banner, children }: { banner: TAnnouncement; children: ReactNode }) {
  const url = banner.linkUrl;
  if (!url) return <div className="carousel__link">{children}</div>;
  if (url.startsWith('/') && !url.startsWith('//'))
    return (
      <Link className="carousel__link" to={url} draggable={false}>
        {children}
      </Link>
    );
  return (
    <a className="carousel__link" href={url} target="_blank" rel="noopener noreferrer" draggable={false}>
      {children}
    </a>
  );
}

export function SlideContent({ banner, isFirst }: { banner: TAnnouncement; isFirst: boolean }) {
  const { imageHost } = useLobbySettings();
  return (
    <SlideLink banner={banner}>
      <img
        className="carousel__img"
        src={assetUrl(imageHost, banner.url ?? '')}
        alt=""
        draggable={false}
        fetchPriority={isFirst ? 'high' : 'low'}
      />
      <span className="carousel__title">{banner.title}</span>
    </SlideLink>
  );
}

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
