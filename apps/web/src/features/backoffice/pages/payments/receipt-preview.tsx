import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/client';
import { Dialog } from '@/components/ui/dialog';
import { getStaffToken } from '@/features/backoffice/api/staff-session';
import { opsErrorText } from '@/features/backoffice/components/error-text';

/** Fetches a deposit's receipt image with the staff token, as an object URL (freed when closed). */
async function receiptUrl(depositId: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(`/ops/deposits/${encodeURIComponent(depositId)}/receipt`, {
    headers: { Authorization: `Bearer ${getStaffToken() ?? ''}` },
    signal,
  });
  if (!response.ok)
    throw new ApiError(response.status === 404 ? 'not_found' : 'err_generic', response.status, '');
  return URL.createObjectURL(await response.blob());
}

/** A deposit's receipt image in a dialog (open while `depositId` is set). */
export function ReceiptDialog({ depositId, onClose }: { depositId: string | null; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!depositId) return;
    const controller = new AbortController();
    let made: string | null = null;
    receiptUrl(depositId, controller.signal)
      .then((objectUrl) => {
        made = objectUrl;
        setUrl(objectUrl);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(opsErrorText(failure, t));
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
      setError(null);
    };
  }, [depositId, t]);

  return (
    <Dialog
      open={depositId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('pay_receipt')}
      size="lg"
      testId="receipt-dialog"
    >
      {url && <img className="bo-receipt" src={url} alt={t('pay_receipt_alt')} />}
      {!url && !error && <p>{t('loading')}</p>}
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
