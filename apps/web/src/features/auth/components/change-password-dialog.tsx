import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { changePassword } from '@/features/auth/api/passwords';
import { useRegisterSettings } from '@/features/auth/api/registration';
import type { TPasswordChange } from '@/features/auth/auth-flow-store';
import { errorCode, fieldErrorsOf } from '@/features/auth/error-text';
import {
  type TPasswordChangeErrors,
  type TPasswordChangeValues,
  validatePasswordChange,
} from '@/features/auth/password-form';
import type { TFieldMessage } from '@/features/auth/register-form';
import { useErrorText } from '@/features/auth/use-error-text';
import { revokeToken, useSignIn } from '@/features/auth/use-sign-in';
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
  const errorText = useErrorText();
  const settings = useRegisterSettings();
  const { complete } = useSignIn();
  const [values, setValues] = useState<TPasswordChangeValues>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [isOldShown, setIsOldShown] = useState(change.knownPassword === null);
  const [errors, setErrors] = useState<TPasswordChangeErrors>({});
  const [formError, setFormError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const isForced = change.pendingToken !== null;
  const rule = settings.data?.fields.password;

  const set = (field: keyof TPasswordChangeValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (message: TFieldMessage | undefined) => (message ? t(message.key, message.values) : undefined);

  const dismiss = () => {
    // A session that had to change its password before counting as logged in ends here.
    if (change.pendingToken) void revokeToken(change.pendingToken);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = validatePasswordChange(values, rule, isOldShown);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setIsBusy(true);
    try {
      const oldPassword = isOldShown ? values.oldPassword.trim() : (change.knownPassword ?? '');
      const { token } = await changePassword(
        {
          oldPassword,
          newPassword: values.newPassword.trim(),
          confirmNewPassword: values.confirmNewPassword.trim(),
        },
        change.pendingToken ?? undefined,
      );
      await complete(token);
      onDone(change.site);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'invalid_old_password') {
        setIsOldShown(true);
        setErrors({ oldPassword: { key: 'err_invalid_old_password' } });
      } else if (code === 'password_unchanged') {
        setErrors({ newPassword: { key: 'err_password_unchanged' } });
      } else if (code === 'invalid_input' && fieldErrorsOf(error).length > 0) {
        const fields = new Set(fieldErrorsOf(error).map((entry) => entry.field));
        setErrors({
          ...(fields.has('newPassword') ? { newPassword: { key: 'err_invalid_input' as const } } : {}),
          ...(fields.has('confirmNewPassword')
            ? { confirmNewPassword: { key: 'confirm_mismatch' as const } }
            : {}),
        });
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setIsBusy(false);
    }
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
      <form ref={formRef} className="form auth-form" noValidate onSubmit={submit} aria-busy={isBusy}>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          value={change.username}
          onValueChange={() => undefined}
          readOnly
        />
        {isOldShown && (
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
        <FormError>{formError}</FormError>
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
