import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSystemStatus } from '@/api/get-app-start';
import { groupResources } from '@/api/resources';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '@/features/site/use-install-prompt';
import '@/styles/site.css';

const QrCode = lazy(() => import('@/components/ui/qr/qr-code').then((m) => ({ default: m.QrCode })));

/** A store or file address elsewhere; a path of this site (this page, say) is no store link. */
const isExternal = (url: string | undefined) => {
  if (!url) return false;
  try {
    return new URL(url, window.location.origin).origin !== window.location.origin;
  } catch {
    return false;
  }
};

function Steps({ text }: { text: string }) {
  return (
    <ol className="site-steps">
      {text.split('|').map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

/**
 * App download (spec §1, §2 side menu): the site installs as an app (web manifest and service worker),
 * with the steps for Android and iOS, the browser's install button where it offers one, the
 * merchant's store links when it has native apps, and a QR code that opens this page on a phone.
 */
export function DownloadPage() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const status = useSystemStatus();
  const { ios, android } = groupResources(status.info.resources);
  const { installed, install } = useInstallPrompt();
  const platform = params.get('platform');
  const pageUrl = `${window.location.origin}/download`;

  useEffect(() => {
    if (platform === 'ios' || platform === 'android')
      document.getElementById(`download-${platform}`)?.scrollIntoView({ block: 'start' });
  }, [platform]);

  return (
    <main className="site-page" aria-labelledby="download-title">
      <h1 id="download-title">{t('download_title')}</h1>
      <p className="site-lead">{t('download_intro')}</p>
      {installed && (
        <p className="site-note" role="status">
          {t('download_installed')}
        </p>
      )}
      <div className="site-cards">
        <section id="download-android" className="site-card" data-current={platform === 'android'}>
          <h2>{t('download_android')}</h2>
          <Steps text={t('download_android_steps')} />
          <div className="site-actions">
            {install && <Button onClick={install}>{t('download_install')}</Button>}
            {isExternal(android?.url) && (
              <a className="site-link" href={android?.url} target="_blank" rel="noopener noreferrer">
                {t('download_store')}
              </a>
            )}
          </div>
        </section>
        <section id="download-ios" className="site-card" data-current={platform === 'ios'}>
          <h2>{t('download_ios')}</h2>
          <Steps text={t('download_ios_steps')} />
          {isExternal(ios?.url) && (
            <div className="site-actions">
              <a className="site-link" href={ios?.url} target="_blank" rel="noopener noreferrer">
                {t('download_store')}
              </a>
            </div>
          )}
        </section>
        <section className="site-card">
          <h2>{t('download_lite')}</h2>
          <p>{t('download_lite_text')}</p>
        </section>
        <section className="site-card site-card--qr">
          <Suspense fallback={<span className="qr-placeholder site-qr" />}>
            <QrCode value={pageUrl} size={160} />
          </Suspense>
          <p>{t('download_scan')}</p>
        </section>
      </div>
    </main>
  );
}
