import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch } from '@/api/client';
import { clearSession } from '@/api/session';
import { useDialog, useLoaderStore } from '@/components/ui/dialog-store';
import { useAuthFlow } from './auth-flow-store';

export async function logout(): Promise<void> {
  try {
    await apiFetch('/wps/session/logout', { method: 'DELETE' });
  } catch {
    // The session ends here whatever the server says: its token may already be invalid.
  } finally {
    clearSession();
    useAuthFlow.getState().close();
  }
}

/**
 * Logout of spec §4 and §8: confirm ('in_popup_prompt' / 'in_sure_logout'), then a loader while the
 * server logout runs, then the session is cleared (merchant kept) and the user goes to /.
 */
export function useLogout() {
  const { t } = useTranslation();
  const { open } = useDialog();
  const showLoader = useLoaderStore((s) => s.show);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(() => {
    open({
      icon: 'warning',
      title: t('in_popup_prompt'),
      text: t('in_sure_logout'),
      buttons: [
        { label: t('in_more_cancel'), variant: 'secondary' },
        {
          label: t('in_increase_submit'),
          onClick: () => {
            const hideLoader = showLoader();
            void logout().then(() => {
              queryClient.removeQueries({ queryKey: ['member'] });
              hideLoader();
              navigate('/');
            });
          },
        },
      ],
    });
  }, [open, t, showLoader, navigate, queryClient]);
}
