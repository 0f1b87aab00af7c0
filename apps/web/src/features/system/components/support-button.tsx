import type { TCustomerService } from '@crupier/contract/system';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SupportIcon } from '@/components/ui/icons';
import { ChatUnreadBadge } from '@/features/chat/chat-room-host';
import { useCustomerService } from '@/features/system/use-customer-service';

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
