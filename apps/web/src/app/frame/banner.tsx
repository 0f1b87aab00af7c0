import { useTranslation } from 'react-i18next';
import { LobbyBanner } from '@/features/lobby/components/lobby-banner';

/** The banner area: the merchant's banner carousel, or its name and tagline when it has no banners. */
export function Banner({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation();
  const slide = (
    <div className="banner__slide">
      <p className="banner__title">{merchantName}</p>
      <p className="banner__tagline">{t('banner_tagline')}</p>
    </div>
  );
  return (
    <section className="banner" data-testid="banner" aria-label={t('banners')}>
      <LobbyBanner fallback={slide} />
    </section>
  );
}
