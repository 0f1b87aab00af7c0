import type { TCustomerService } from '@crupier/contract/system';
import { useTranslation } from 'react-i18next';
import { ChatUnreadBadge } from '@/components/chat-unread-badge';
import { Button } from '@/components/ui/button';
import { SupportIcon } from '@/components/ui/icons';
import { useCustomerService } from '@/lib/use-customer-service';

export function SupportButton({
  entries,
  variant = 'primary',
  className,
}: {
  entries: readonly TCustomerService[];
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
}) {
  const { t } = useTranslation();
  const support = useCustomerService(entries);
  return (
    <Button
      variant={variant}
      className={className}
      onClick={support.open}
      disabled={!support.isAvailable}
      data-testid="live-support"
    >
      <SupportIcon />
      {t('live_support')}
      <ChatUnreadBadge />
    </Button>
  );
}
