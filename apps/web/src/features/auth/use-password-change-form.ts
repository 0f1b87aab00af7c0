import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/features/auth/api/passwords';
import { useRegisterSettings } from '@/features/auth/api/registration';
import type { TPasswordChange } from '@/features/auth/auth-flow-store';
import { errorCode, fieldErrorsOf } from '@/features/auth/error-text';
import { hasInvalidFocused } from '@/features/auth/focus-invalid';
import {
  type TPasswordChangeErrors,
  type TPasswordChangeValues,
  validatePasswordChange,
} from '@/features/auth/password-form';
import type { TFieldMessage } from '@/features/auth/register-form';
import { useErrorText } from '@/features/auth/use-error-text';
import { useSignIn } from '@/features/auth/use-sign-in';

/**
 * The change-password form's state and its submission: the old password is asked only when it is not
 * already known (or the server refused it), and a refusal lands on the field it is about.
 */
export function usePasswordChangeForm(
  change: TPasswordChange,
  onDone: (site: TPasswordChange['site']) => void,
) {
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
  const rule = settings.data?.fields.password;

  const set = (field: keyof TPasswordChangeValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (message: TFieldMessage | undefined) => (message ? t(message.key, message.values) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = validatePasswordChange(values, rule, isOldShown);
    setErrors(found);
    setFormError('');
    if (hasInvalidFocused(found, formRef)) return;
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

  return { values, set, text, errors, formError, isBusy, isOldShown, formRef, rule, submit };
}
