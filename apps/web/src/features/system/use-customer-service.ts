import type { TCustomerService } from '@crupier/contract/system';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../components/ui/dialog-store';
import { decodeCustomerServicePath } from './decode-cs-path';

function openExternal(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Live support: the first customer service entry, decrypted ahead of the click so the new window
 * opens inside the user's gesture (popup blockers allow that).
 */
export function useCustomerService(entries: readonly TCustomerService[]) {
  const { t } = useTranslation();
  const { open: openDialog } = useDialog();
  const entry = entries[0];
  const url = useQuery({
    queryKey: ['system', 'customer-service', entry?.path ?? null],
    queryFn: () => decodeCustomerServicePath(entry?.path ?? ''),
    enabled: Boolean(entry),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  const fail = () => openDialog({ icon: 'error', title: t('live_support'), text: t('invalid_url') });

  const open = () => {
    if (url.data) openExternal(url.data);
    else if (!entry || url.isError) fail();
    else
      void url.refetch().then((result) => {
        if (result.data) openExternal(result.data);
        else fail();
      });
  };

  return { isAvailable: Boolean(entry), open };
}
