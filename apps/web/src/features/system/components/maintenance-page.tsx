import type { TCustomerService } from '@crupier/contract/system';
import { useTranslation } from 'react-i18next';
import { SupportButton } from '@/components/support-button';
import { WarningIcon } from '@/components/ui/icons';

/** Start state 1 (spec §4, §8): the whole site is in maintenance. */
export function MaintenancePage({ customerService }: { customerService: readonly TCustomerService[] }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="maintenance-page">
      <div className="status-page__card">
        <WarningIcon className="status-page__icon" />
        <h1>{t('game_maintenance')}</h1>
        <p>{t('info_maintenance')}</p>
        <SupportButton entries={customerService} />
      </div>
    </main>
  );
}
