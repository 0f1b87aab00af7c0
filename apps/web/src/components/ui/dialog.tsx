import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type TDialogRank, useDialogLayer } from './dialog-stack';
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
  /** Its rank in the dialog stack (dialog-stack.ts): only the top dialog is shown. */
  rank?: TDialogRank;
  /** False: no close button, and Escape and the cover do nothing (a forced password change). */
  dismissible?: boolean;
};

const FIRST_FIELD = 'input:not([type="hidden"]):not([type="checkbox"]):not([readonly]):not([disabled])';
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function focusFirstFieldOf(event: Event) {
  if (typeof window.matchMedia !== 'function' || !window.matchMedia('(pointer: fine)').matches) return;
  const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(FIRST_FIELD);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * A popup that opens by itself while the page loads takes the focus once it has been drawn: focusing
 * at once would force the browser to style the whole page inside the task that opened it.
 */
function focusAfterPaint(event: Event) {
  event.preventDefault();
  const content = event.currentTarget as HTMLElement | null;
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (!content?.isConnected || content.contains(document.activeElement)) return;
      (content.querySelector<HTMLElement>(FOCUSABLE) ?? content).focus();
    });
  });
}

/**
 * The one modal of the app, on Radix: role=dialog with a title, focus trapped in it, Escape and cover
 * click close it, and page scrolling stays locked while it is open. Every dialog is on the dialog
 * stack: only the top one shows; one covered by a higher dialog stays as it was, hidden, and gets
 * the focus back when the dialog above closes.
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
  rank = 'modal',
  dismissible = true,
}: TDialogProps) {
  const { t } = useTranslation();
  const { isTop, isMounted } = useDialogLayer(open, rank);
  const contentRef = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  const wasCovered = useRef(false);
  // A dialog waiting for its turn holds nothing: no scroll lock until it shows.
  useScrollLock(isMounted);

  // Back on top after a dialog above closed: the focus returns where it was in this one.
  useEffect(() => {
    if (!isMounted) {
      wasCovered.current = false;
      return;
    }
    if (!isTop) {
      wasCovered.current = true;
      return;
    }
    if (!wasCovered.current) return;
    wasCovered.current = false;
    const frame = requestAnimationFrame(() => {
      const content = contentRef.current;
      const active = document.activeElement;
      if (!content || (active !== content && content.contains(active))) return;
      const last = lastFocused.current;
      const target =
        last?.isConnected && content.contains(last) ? last : content.querySelector<HTMLElement>(FOCUSABLE);
      (target ?? content).focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isTop, isMounted]);

  const canDismiss = dismissible && isTop;
  return (
    <RadixDialog.Root
      open={isMounted}
      onOpenChange={(next) => {
        if (!next && !canDismiss) return;
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-cover" data-testid="dialog-cover" hidden={!isTop} />
        <RadixDialog.Content
          ref={contentRef}
          className={`dialog dialog--${size}`}
          data-testid={testId}
          data-covered={isTop ? undefined : ''}
          hidden={!isTop}
          aria-hidden={isTop ? undefined : true}
          onFocus={(event) => {
            if (event.target instanceof HTMLElement && event.target !== event.currentTarget) {
              lastFocused.current = event.target;
            }
          }}
          onEscapeKeyDown={canDismiss ? undefined : (event) => event.preventDefault()}
          onPointerDownOutside={closeOnCover && canDismiss ? undefined : (event) => event.preventDefault()}
          onOpenAutoFocus={
            focusFirstField ? focusFirstFieldOf : rank === 'popup' ? focusAfterPaint : undefined
          }
        >
          <div className="dialog__head">
            {icon}
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close className="icon-btn dialog__close" aria-label={t('close')}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
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
