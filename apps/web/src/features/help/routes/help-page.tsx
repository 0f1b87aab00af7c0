import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SupportButton } from '@/components/support-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { SafeHtml } from '@/components/ui/safe-html';
import { helpCenterQueryOptions } from '@/features/help/api/get-help-center';
import { currentLanguage } from '@/i18n/i18n';

/** Help centre in the home layout (spec §2); /help#slug opens at that article. */
export function HelpPage() {
  const { t } = useTranslation();
  const help = useQuery(helpCenterQueryOptions(currentLanguage()));
  const { hash } = useLocation();
  const slug = decodeURIComponent(hash.slice(1));

  useEffect(() => {
    if (slug && help.data) document.getElementById(slug)?.scrollIntoView({ block: 'start' });
  }, [slug, help.data]);

  return (
    <Page title={t('help_center')} className="help-page">
      {help.isPending && <div className="skeleton skeleton--block" aria-hidden="true" />}
      {help.isError && (
        <div className="inline-error" role="alert">
          <p>{t('network_error')}</p>
          <Button variant="secondary" onClick={() => help.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {help.data?.length === 0 && <EmptyState>{t('help_empty')}</EmptyState>}
      {help.data && help.data.length > 0 && (
        <div className="help-layout">
          <nav className="help-toc" aria-label={t('help_contents')}>
            <ul>
              {help.data.map((article) => (
                <li key={article.id}>
                  <Link
                    to={{ hash: article.slug }}
                    aria-current={article.slug === slug ? 'location' : undefined}
                    preventScrollReset
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="help-articles">
            {help.data.map((article) => (
              <article key={article.id} id={article.slug} className="help-article">
                <h2>{article.title}</h2>
                <SafeHtml className="prose" html={article.content} />
              </article>
            ))}
          </div>
        </div>
      )}
      {/* Not answered here: the chat room with support (features/chat). */}
      <div className="help-support">
        <SupportButton entries={[]} variant="secondary" />
      </div>
    </Page>
  );
}
