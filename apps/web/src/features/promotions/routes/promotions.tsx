import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Lazy section 'Promotions' (/promotions). */
export function Promotions() {
  const { t } = useTranslation();
  return (
    <Page title={t('promotions')}>
      <EmptyState>{t('promotions_empty')}</EmptyState>
    </Page>
  );
}
