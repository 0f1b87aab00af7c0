import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import { useScrollLock } from './scroll-lock';

type TDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title by screen readers. */
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** A click on the cover closes the dialog unless this is false. */
  closeOnCover?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /**
   * Start in the first text field (forms) instead of the first control (the close button). Only with a
   * fine pointer: on touch screens that would pop the keyboard up over the dialog.
   */
  focusFirstField?: boolean;
};

const FIRST_FIELD = 'input:not([type="hidden"]):not([type="checkbox"]):not([readonly]):not([disabled])';

function focusFirstFieldOf(event: Event) {
  if (typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: fine)').matches) return;
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(FIRST_FIELD);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * The one modal of the app, on Radix: role=dialog with a title, focus trap, Escape and cover click
 * close it, and page scrolling stays locked while it is open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  closeOnCover = true,
  size = 'md',
  testId,
  focusFirstField = false,
}: TDialogProps) {
  const { t } = useTranslation();
  useScrollLock(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-cover" data-testid="dialog-cover" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          data-testid={testId}
          onPointerDownOutside={closeOnCover ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={focusFirstField ? focusFirstFieldOf : undefined}
        >
          <div className="dialog__head">
            {icon}
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-btn dialog__close" aria-label={t('close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description !== undefined && (
            <RadixDialog.Description asChild>
              <div className="dialog__description">{description}</div>
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
