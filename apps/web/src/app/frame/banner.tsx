import { useTranslation } from 'react-i18next';

/** The banner area; the merchant's banner carousel (announcement group w_home) comes later. */
export function Banner({ merchantName }: { merchantName: string }) {
  const { t } = useTranslation();
  return (
    <section className="banner" data-testid="banner" aria-label={t('banners')}>
      <div className="banner__slide">
        <p className="banner__title">{merchantName}</p>
        <p className="banner__tagline">{t('banner_tagline')}</p>
      </div>
    </section>
  );
}
