import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** Agent centre (spec §2), reached by agents only. */
export function AgentHome() {
  const { t } = useTranslation();
  return (
    <Page title={t('agent_center')}>
      <EmptyState>{t('agent_center_intro')}</EmptyState>
    </Page>
  );
}
