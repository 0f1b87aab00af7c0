import type { TRegistrationField, TRegistrationSettings } from '@crupier/contract/registration-rules';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '@/api/client';
import { useDialog } from '@/components/ui/dialog-store';
import { useCountryCodes } from '@/features/auth/api/countries';
import { checkAffiliateCode, register } from '@/features/auth/api/registration';
import { errorCode, fieldErrorsOf } from '@/features/auth/error-text';
import { hasInvalidFocused } from '@/features/auth/focus-invalid';
import { initialDialingCode } from '@/features/auth/login-form';
import {
  buildRegisterPayload,
  EMPTY_REGISTER_VALUES,
  fieldMessage,
  registerErrors,
  type TFieldMessage,
  type TRegisterErrors,
  type TRegisterMode,
  type TRegisterValues,
  visibleFields,
} from '@/features/auth/register-form';
import { useCaptcha } from '@/features/auth/use-captcha';
import { useChallengeGate } from '@/features/auth/use-challenge-gate';
import { useErrorText } from '@/features/auth/use-error-text';
import { useSignIn } from '@/features/auth/use-sign-in';
import { useSmsSender } from '@/features/auth/use-sms-sender';
import { markFirstLogin } from '@/lib/first-login';

/** Codes of a refused registration that belong beside one field. */
const FIELD_OF_CODE: Record<string, TRegistrationField> = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  invalid_verification_code: 'verificationCode',
  verification_code_expired: 'verificationCode',
  invalid_captcha: 'captcha',
};

/** Where a refusal shows: beside its fields, as the invitation-code warning, or (null) above Submit. */
function refusalErrors(
  error: unknown,
  fields: TRegistrationField[],
  settings: TRegistrationSettings,
): TRegisterErrors | 'invitation' | null {
  const code = errorCode(error);
  const field = FIELD_OF_CODE[code];
  const details = fieldErrorsOf(error).filter(
    (entry): entry is { field: TRegistrationField; reason: 'required' | 'pattern' | 'mismatch' } =>
      fields.includes(entry.field as TRegistrationField) &&
      ['required', 'pattern', 'mismatch'].includes(entry.reason),
  );
  if (code === 'invalid_invitation_code') return 'invitation';
  if (field && fields.includes(field)) return { [field]: { key: `err_${code}` as TFieldMessage['key'] } };
  if (code === 'invalid_input' && details.length > 0)
    return Object.fromEntries(
      details.map((entry) => [
        entry.field,
        fieldMessage(entry.field, entry.reason, settings.fields[entry.field]),
      ]),
    );
  return null;
}

/** Whether the invitation code is refused (a 4xx); other failures are the registration's. */
async function isInvitationRefused(affiliateCode: string): Promise<boolean> {
  if (!affiliateCode) return false;
  try {
    await checkAffiliateCode(affiliateCode, window.location.hostname);
    return false;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return true;
    throw error;
  }
}

/** The registration form's state and its submission (spec §2 and §4). */
export function useRegisterForm(
  mode: TRegisterMode,
  settings: TRegistrationSettings,
  visitorCountry: string | undefined,
  onRegistered: () => void,
) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { open } = useDialog();
  const location = useLocation();
  const [values, setValues] = useState<TRegisterValues>(EMPTY_REGISTER_VALUES);
  const [countryDialingCode, setCountryDialingCode] = useState('');
  const [consents, setConsents] = useState({ terms: false, age: false });
  const [errors, setErrors] = useState<TRegisterErrors>({});
  const [formError, setFormError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const fields = visibleFields(settings, mode);
  const captcha = useCaptcha(fields.includes('captcha'));
  const gate = useChallengeGate();
  const sms = useSmsSender('register', gate);
  const countries = useCountryCodes();
  const { complete } = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const countryList = countries.data ?? [];
  const dialingCode = countryDialingCode || initialDialingCode(countryList, undefined, visitorCountry);

  const set = (field: TRegistrationField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const refuseInvitation = () => {
    open({ icon: 'warning', title: t('field_affiliateCode'), text: t('err_invalid_invitation_code') });
    setErrors({ affiliateCode: { key: 'err_invalid_invitation_code' } });
  };

  const refused = (error: unknown) => {
    if (fields.includes('captcha')) {
      captcha.renew();
      setValues((current) => ({ ...current, captcha: '' }));
    }
    const found = refusalErrors(error, fields, settings);
    if (found === 'invitation') refuseInvitation();
    else if (found) setErrors(found);
    else setFormError(errorText(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = registerErrors(values, settings, mode, consents);
    setErrors(found);
    setFormError('');
    if (hasInvalidFocused(found, formRef)) return;
    setIsBusy(true);
    try {
      if (await isInvitationRefused(values.affiliateCode.trim())) {
        refuseInvitation();
        return;
      }
      const payload = buildRegisterPayload(values, settings, mode, {
        countryDialingCode: dialingCode,
        referralCode: new URLSearchParams(location.search).get('referralCode'),
        captchaKey: captcha.captchaKey,
        href: window.location.href,
        hostname: window.location.hostname,
      });
      const result = await register(mode, payload);
      // A registration is the account's first login (spec §4: first-login popups, execution F).
      markFirstLogin();
      await complete(result.token);
      onRegistered();
    } catch (error) {
      refused(error);
    } finally {
      setIsBusy(false);
    }
  };

  return {
    fields,
    values,
    set,
    errors,
    setErrors,
    consents,
    setConsents,
    formError,
    isBusy,
    captcha,
    gate,
    sms,
    countryList,
    dialingCode,
    setCountryDialingCode,
    formRef,
    submit,
  };
}
