import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemStatus } from '@/api/get-app-start';
import { groupResources } from '@/api/resources';
import { helpCenterQueryOptions } from '@/features/help/api/get-help-center';
import { currentLanguage } from '@/i18n/i18n';
import { SocialLinks } from './social-links';

/** Vendor logos of the footer (spec §2), drawn as text badges: no third-party images. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

const PRODUCTS = [
  ['/live', 'LIVE'],
  ['/rng', 'RNG'],
  ['/fish', 'FISH'],
  ['/pvp', 'PVP'],
  ['/sports', 'SPORTS'],
  ['/esports', 'ESPORTS'],
  ['/lott', 'LOTT'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const help = useQuery(helpCenterQueryOptions(currentLanguage()));
  const { social } = useMemo(() => groupResources(status.info.resources), [status.info.resources]);
  const articles = help.data ?? [];

  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__columns">
        <nav aria-label={t('help_center')}>
          <h2>{t('help_center')}</h2>
          <ul>
            {articles.length === 0 && (
              <li>
                <Link to="/help">{t('help_center')}</Link>
              </li>
            )}
            {articles.map((article) => (
              <li key={article.id}>
                <Link to={`/help#${article.slug}`}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('products')}>
          <h2>{t('products')}</h2>
          <ul>
            {PRODUCTS.map(([path, type]) => (
              <li key={path}>
                <Link to={path}>{t(`category_${type}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer_more')}>
          <h2>{t('footer_more')}</h2>
          <ul>
            <li>
              <Link to="/download">{t('app_download')}</Link>
            </li>
            <li>
              <Link to="/winners">{t('winners_list')}</Link>
            </li>
            <li>
              <Link to="/mirrors">{t('mirror_sites')}</Link>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <div>
            <h2>{t('follow_us')}</h2>
            <SocialLinks links={social} />
          </div>
        )}
      </div>
      <div className="footer__vendors">
        <h2>{t('game_providers')}</h2>
        <ul className="vendor-badges">
          {FOOTER_VENDORS.map((vendor) => (
            <li key={vendor} className="vendor-badge" data-vendor={vendor}>
              {vendor}
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__legal">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        {t('age_notice')}
      </p>
      <p className="footer__copyright">
        {t('rights_reserved', { year: new Date().getFullYear(), name: status.info.merchantName })}
      </p>
    </footer>
  );
}
