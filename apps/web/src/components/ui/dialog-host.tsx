import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore, useLoaderStore } from './dialog-store';
import { FullPageLoader } from './full-page-loader';

// Radix and DOMPurify load with the first dialog, not with the page.
const GenericDialog = lazy(() => import('./generic-dialog').then((m) => ({ default: m.GenericDialog })));

/** Shows the dialogs opened through useDialog(), and the blocking loader. Mounted once, above the router. */
export function DialogHost() {
  const { t } = useTranslation();
  const dialogs = useDialogStore((s) => s.dialogs);
  const loading = useLoaderStore((s) => s.pending > 0);
  return (
    <>
      {dialogs.length > 0 && (
        <Suspense fallback={null}>
          {dialogs.map((dialog) => (
            <GenericDialog key={dialog.id} dialog={dialog} />
          ))}
        </Suspense>
      )}
      {loading && <FullPageLoader label={t('loading')} />}
    </>
  );
}
