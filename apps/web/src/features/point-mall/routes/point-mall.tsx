import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Lazy section 'PointMall' (/pointMall). */
export function PointMall() {
  const { t } = useTranslation();
  return (
    <Page title={t('point_mall')}>
      <EmptyState>{t('point_mall_empty')}</EmptyState>
    </Page>
  );
}
