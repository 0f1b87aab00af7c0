import type { TDomainRoute } from '@crupier/contract/system';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/api/client';
import '@/styles/site.css';

/**
 * Mirror sites (spec §2 "also implied"): the merchant's other addresses from its domain routes, for
 * players whose network blocks the usual one. Each opens the same site and account.
 */
export function MirrorsPage() {
  const { t } = useTranslation('site');
  const domains = useQuery({
    queryKey: ['system', 'domains'],
    queryFn: ({ signal }) => apiFetch<TDomainRoute[]>('/wps/system/domainRoute', { signal }),
    staleTime: 5 * 60_000,
  });
  const here = window.location.hostname;
  const protocol = window.location.protocol;
  // Player-site addresses only (the agent site has its own), each once.
  const list = (domains.data ?? [])
    .filter((d) => d.type === 'player')
    .filter((d, index, all) => all.findIndex((o) => o.domain === d.domain) === index);

  return (
    <main className="site-page" aria-labelledby="mirrors-title">
      <h1 id="mirrors-title">{t('mirrors_title')}</h1>
      <p className="site-lead">{t('mirrors_intro')}</p>
      {domains.isError && <p role="alert">{t('mirrors_error')}</p>}
      {domains.isPending && <div className="site-list site-list--placeholder skeleton" aria-hidden="true" />}
      {domains.isSuccess && list.length === 0 && <p className="empty-state">{t('mirrors_empty')}</p>}
      {list.length > 0 && (
        <ul className="site-list" data-testid="mirror-list">
          {list.map((route) => (
            <li key={route.domain} className="site-list__item">
              <span className="site-list__domain">{route.domain}</span>
              {route.domain === here ? (
                <span className="site-badge">{t('mirrors_current')}</span>
              ) : (
                <a className="site-link" href={`${protocol}//${route.domain}/`} rel="noopener">
                  {t('mirrors_open')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
