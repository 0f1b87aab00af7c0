import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

const TITLES = { '/lottery': 'lottery', '/sealottery': 'sea_lottery', '/vnlottery': 'vn_lottery' } as const;

/** Lazy section 'Lottery' (/lottery, /seaLottery, /vnLottery): login required, no footer or side menu. */
export function Lottery() {
  const { t } = useTranslation();
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '');
  const title = TITLES[path as keyof typeof TITLES] ?? 'lottery';
  return (
    <Page title={t(title)}>
      <EmptyState>{t('lottery_empty')}</EmptyState>
    </Page>
  );
}
