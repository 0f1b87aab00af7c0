import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorIcon } from '@/components/ui/icons';

/** The system status could not be loaded: say so and offer to try again. */
export function StartErrorPage({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="status-page" data-testid="start-error-page">
      <div className="status-page__card">
        <ErrorIcon className="status-page__icon" />
        <h1>{t('start_error_title')}</h1>
        <p>{t('network_error')}</p>
        <Button onClick={onRetry} disabled={isRetrying}>
          {t('retry')}
        </Button>
      </div>
    </main>
  );
}
