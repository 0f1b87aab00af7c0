import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { opsErrorText } from './error-text';

/** The longest reason the audit log keeps. */
export const REASON_MAX_LENGTH = 500;

type TReasonDialogProps = {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  /** Extra fields above the reason (an amount, for example). */
  children?: ReactNode;
  onClose: () => void;
  /** Called with the trimmed reason; a rejection shows its error and keeps the dialog open. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Asks why before a write that changes money or a member: the reason is required. */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  children,
  onClose,
  onConfirm,
}: TReasonDialogProps) {
  const { t } = useTranslation('backoffice');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(t('reason_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(trimmed);
      setReason('');
      onClose();
    } catch (failure) {
      setError(opsErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={description}
      testId="reason-dialog"
      focusFirstField
    >
      <form className="bo-form" onSubmit={submit} noValidate>
        {children}
        <label htmlFor={fieldId}>{t('reason')}</label>
        <textarea
          id={fieldId}
          name="reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          rows={3}
          required
          aria-invalid={error !== null && !reason.trim()}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error && (
          <p className="bo-error" role="alert">
            {error}
          </p>
        )}
        <div className="bo-form__actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
