import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { TPasswordChange } from '@/features/auth/auth-flow-store';
import { usePasswordChangeForm } from '@/features/auth/use-password-change-form';
import { revokeToken } from '@/features/auth/use-sign-in';
import { FormError, PasswordField, TextField } from './fields';
import './auth.css';

const REASON_TEXT = {
  first: 'change_reason_first',
  weak: 'change_reason_weak',
  expired: 'change_reason_expired',
} as const;

/**
 * Change password (spec §2 and §4): the username read-only, the old password only when it is not
 * already known, the new one under the merchant's password rule and its confirmation. Success logs the
 * user in with the new token and goes home (the agent centre on the agent site).
 */
export function ChangePasswordDialog({
  change,
  onClose,
  onDone,
}: {
  change: TPasswordChange;
  onClose: () => void;
  onDone: (site: TPasswordChange['site']) => void;
}) {
  const { t } = useTranslation('auth');
  const form = usePasswordChangeForm(change, onDone);
  const { values, set, text, errors, isBusy, rule } = form;
  const isForced = change.pendingToken !== null;

  const dismiss = () => {
    // A session that had to change its password before counting as logged in ends here.
    if (change.pendingToken) void revokeToken(change.pendingToken);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={t('change_password')}
      description={t(REASON_TEXT[change.reason])}
      closeOnCover={!isForced}
      testId="change-password-dialog"
      rank={isForced ? 'forced' : 'modal'}
      dismissible={!isForced}
      focusFirstField
    >
      <form
        ref={form.formRef}
        className="form auth-form"
        noValidate
        onSubmit={form.submit}
        aria-busy={isBusy}
      >
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          value={change.username}
          onValueChange={() => undefined}
          readOnly
        />
        {form.isOldShown && (
          <PasswordField
            label={t('old_password')}
            name="oldPassword"
            autoComplete="current-password"
            maxLength={128}
            value={values.oldPassword}
            onValueChange={set('oldPassword')}
            error={text(errors.oldPassword)}
            isRequired
          />
        )}
        <PasswordField
          label={t('new_password')}
          name="newPassword"
          autoComplete="new-password"
          maxLength={rule?.maxLength ?? 128}
          value={values.newPassword}
          onValueChange={set('newPassword')}
          error={text(errors.newPassword)}
          isRequired
        />
        <PasswordField
          label={t('confirm_new_password')}
          name="confirmNewPassword"
          autoComplete="new-password"
          maxLength={rule?.maxLength ?? 128}
          value={values.confirmNewPassword}
          onValueChange={set('confirmNewPassword')}
          error={text(errors.confirmNewPassword)}
          isRequired
        />
        <FormError>{form.formError}</FormError>
        <div className="dialog__actions">
          {/* A forced change cannot be put off or dismissed (dialog stack): only signing out leaves it. */}
          <Button variant="secondary" onClick={dismiss}>
            {isForced ? t('sign_out') : t('later')}
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isBusy && <span className="btn-spinner" aria-hidden="true" />}
            {isBusy ? t('saving') : t('save_password')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
