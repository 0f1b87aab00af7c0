import { HOME_BANNER_GROUP } from '@crupier/contract/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TAnnouncement } from '@/features/lobby/api/types';
import { assetUrl } from '@/features/lobby/hosts';
import { useLobbySettings } from '@/features/lobby/lobby-settings';

/** The home carousel's banners (spec §3): its group, and only those with an image. */
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
