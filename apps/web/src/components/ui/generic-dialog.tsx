import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { type TDialogIcon, type TOpenDialog, useDialogStore } from './dialog-store';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';
import { SafeHtml } from './safe-html';

const ICONS: Record<TDialogIcon, typeof InfoIcon> = {
  info: InfoIcon,
  warning: WarningIcon,
  success: SuccessIcon,
  error: ErrorIcon,
};

/** One generic dialog (spec §2): icon, title, sanitized HTML body, buttons, cover click, timeout. */
export function GenericDialog({ dialog }: { dialog: TOpenDialog }) {
  const { t } = useTranslation();
  const close = useDialogStore((s) => s.close);
  const { id, timeoutMs } = dialog;

  useEffect(() => {
    if (!timeoutMs) return;
    const timer = window.setTimeout(() => close(id), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [close, id, timeoutMs]);

  const Icon = dialog.icon ? ICONS[dialog.icon] : null;
  const buttons = dialog.buttons ?? [{ label: t('in_increase_submit') }];
  const body = dialog.html ? <SafeHtml html={dialog.html} /> : dialog.text;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close(id);
      }}
      title={dialog.title}
      description={body}
      icon={Icon && <Icon className={`dialog__icon dialog__icon--${dialog.icon}`} data-icon={dialog.icon} />}
      closeOnCover={dialog.closeOnCover !== false}
      size="sm"
      testId="generic-dialog"
      rank="message"
    >
      <div className="dialog__actions">
        {buttons.map((button, index) => (
          <Button
            key={button.label}
            variant={button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')}
            onClick={() => {
              button.onClick?.();
              close(id);
            }}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
