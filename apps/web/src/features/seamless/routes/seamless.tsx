import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Lazy section 'Seamless' (/seamless): the house game page, without side menu or footer. */
export function Seamless() {
  const { t } = useTranslation();
  return (
    <Page title={t('seamless_title')}>
      <EmptyState>{t('seamless_unavailable')}</EmptyState>
    </Page>
  );
}
