import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';

/** Saves a row's settings with a PUT: the failure as the operator reads it, cleared on each try. */
export function useSettingsSave<T>() {
  const { t } = useTranslation('backoffice');
  const [error, setError] = useState<string | null>(null);
  const write = useOpsWrite<T>();

  async function put(path: string, body: Record<string, unknown>) {
    setError(null);
    try {
      await write.mutateAsync({ path, method: 'PUT', body });
    } catch (failure) {
      setError(opsErrorText(failure, t));
    }
  }

  return { put, error, pending: write.isPending };
}
