import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import '@/features/backoffice/pages/players/players.css';
import { PaymentQueue } from './payment-queue';

/** /backoffice/payments: the deposit and withdrawal queues. */
export function PaymentsPage() {
  const { t } = useTranslation('backoffice');
  const [kind, setKind] = useState<'deposits' | 'withdrawals'>('deposits');
  return (
    <section className="bo-page" aria-labelledby="bo-payments-title">
      <h1 id="bo-payments-title">{t('nav_payments')}</h1>
      <div className="bo-actions">
        {(['deposits', 'withdrawals'] as const).map((name) => (
          <Button
            key={name}
            size="sm"
            variant={kind === name ? 'primary' : 'secondary'}
            aria-pressed={kind === name}
            onClick={() => setKind(name)}
          >
            {t(name === 'deposits' ? 'pay_deposits' : 'pay_withdrawals')}
          </Button>
        ))}
      </div>
      <PaymentQueue key={kind} kind={kind} />
    </section>
  );
}
