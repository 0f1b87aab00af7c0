import type { TCustomerService } from '@crupier/contract/system';
import { useTranslation } from 'react-i18next';
import { SupportButton } from '@/components/support-button';
import { ErrorIcon } from '@/components/ui/icons';

/** Start state 2 (spec §4, §8): the visitor's location or IP is blocked; the IP is shown. */
export function RegionBlockPage({
  ip,
  customerService,
}: {
  ip: string;
  customerService: readonly TCustomerService[];
}) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="region-block-page">
      <div className="status-page__card">
        <ErrorIcon className="status-page__icon" />
        <h1>{t('blockip')}</h1>
        {ip && (
          <p className="status-page__ip">
            {t('your_ip')}: <strong data-testid="client-ip">{ip}</strong>
          </p>
        )}
        <p>{t('info_ip_block')}</p>
        <SupportButton entries={customerService} />
      </div>
    </main>
  );
}
