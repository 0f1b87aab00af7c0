import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';

/** Shown in place of a page whose chunk failed or timed out (spec §8), inside the frame. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Page title={t('start_error_title')}>
      <p role="alert">{t('chunk_load_error')}</p>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </Page>
  );
}
