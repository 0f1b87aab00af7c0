import type { TRegistrationField, TRegistrationSettings } from '@crupier/contract/registration-rules';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialog } from '@/components/ui/dialog-store';
import { useCountryCodes } from '@/features/auth/api/countries';
import { checkAffiliateCode, register, useRegisterSettings } from '@/features/auth/api/registration';
import { errorCode, fieldErrorsOf } from '@/features/auth/error-text';
import {
  buildRegisterPayload,
  EMPTY_REGISTER_VALUES,
  fieldMessage,
  isRequiredField,
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
import {
  CaptchaField,
  CheckboxField,
  FormError,
  MobileField,
  PasswordField,
  SmsCodeField,
  Tabs,
  TextField,
} from './fields';
import { initialDialingCode } from './login-form';
import './auth.css';

/** Codes of a refused registration that belong beside one field. */
const FIELD_OF_CODE: Record<string, TRegistrationField> = {
  username_taken: 'username',
  mobile_taken: 'mobileNum',
  invalid_verification_code: 'verificationCode',
  verification_code_expired: 'verificationCode',
  invalid_captcha: 'captcha',
};

const INPUT_HINTS: Partial<Record<TRegistrationField, { autoComplete: string; type?: string }>> = {
  username: { autoComplete: 'username' },
  email: { autoComplete: 'email', type: 'email' },
  payeeName: { autoComplete: 'name' },
};

function RegisterForm({
  mode,
  settings,
  visitorCountry,
  onRegistered,
}: {
  mode: TRegisterMode;
  settings: TRegistrationSettings;
  visitorCountry?: string;
  onRegistered: () => void;
}) {
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
  const text = (message: TFieldMessage | undefined) => (message ? t(message.key, message.values) : undefined);

  const invitationWarning = () =>
    open({ icon: 'warning', title: t('field_affiliateCode'), text: t('err_invalid_invitation_code') });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const found = registerErrors(values, settings, mode, consents);
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
      const affiliateCode = values.affiliateCode.trim();
      if (affiliateCode) {
        try {
          await checkAffiliateCode(affiliateCode, window.location.hostname);
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            invitationWarning();
            setErrors({ affiliateCode: { key: 'err_invalid_invitation_code' } });
            return;
          }
          throw error;
        }
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
      if (fields.includes('captcha')) {
        captcha.renew();
        setValues((current) => ({ ...current, captcha: '' }));
      }
      const code = errorCode(error);
      const field = FIELD_OF_CODE[code];
      const details = fieldErrorsOf(error).filter(
        (entry): entry is { field: TRegistrationField; reason: 'required' | 'pattern' | 'mismatch' } =>
          fields.includes(entry.field as TRegistrationField) &&
          ['required', 'pattern', 'mismatch'].includes(entry.reason),
      );
      if (code === 'invalid_invitation_code') {
        invitationWarning();
        setErrors({ affiliateCode: { key: 'err_invalid_invitation_code' } });
      } else if (field && fields.includes(field)) {
        setErrors({ [field]: { key: `err_${code}` as TFieldMessage['key'] } });
      } else if (code === 'invalid_input' && details.length > 0) {
        setErrors(
          Object.fromEntries(
            details.map((entry) => [
              entry.field,
              fieldMessage(entry.field, entry.reason, settings.fields[entry.field]),
            ]),
          ),
        );
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setIsBusy(false);
    }
  };

  const renderField = (field: TRegistrationField) => {
    const rule = settings.fields[field];
    const common = {
      label: t(`field_${field}`),
      name: field,
      value: values[field],
      onValueChange: set(field),
      error: text(errors[field]),
      isRequired: isRequiredField(field, settings, mode),
      maxLength: rule?.maxLength,
    };
    switch (field) {
      case 'password':
      case 'confirmPassword':
        return <PasswordField key={field} {...common} autoComplete="new-password" />;
      case 'paymentPassword':
        return <PasswordField key={field} {...common} autoComplete="off" inputMode="numeric" />;
      case 'mobileNum':
        return (
          <MobileField
            key={field}
            {...common}
            countries={countryList}
            countryDialingCode={dialingCode}
            onCountryChange={setCountryDialingCode}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            {...common}
            sender={sms}
            onSend={() => {
              const invalid = sms.send(dialingCode, values.mobileNum);
              setErrors((current) => ({ ...current, mobileNum: invalid ? { key: invalid } : undefined }));
            }}
          />
        );
      case 'captcha':
        return <CaptchaField key={field} {...common} captcha={captcha} />;
      default:
        return (
          <TextField
            key={field}
            {...common}
            autoComplete={INPUT_HINTS[field]?.autoComplete ?? 'off'}
            type={INPUT_HINTS[field]?.type ?? 'text'}
            autoCapitalize="off"
          />
        );
    }
  };

  return (
    <form ref={formRef} className="form auth-form" noValidate onSubmit={submit} aria-busy={isBusy}>
      {fields.map(renderField)}
      <CheckboxField
        checked={consents.terms}
        onCheckedChange={(terms) => {
          setConsents((current) => ({ ...current, terms }));
          setErrors((current) => ({ ...current, terms: undefined }));
        }}
        error={text(errors.terms)}
        testId="accept-terms"
      >
        {t('terms_accept')}{' '}
        <Link to="/help#term" target="_blank">
          {t('terms_link')}
        </Link>
      </CheckboxField>
      <CheckboxField
        checked={consents.age}
        onCheckedChange={(age) => {
          setConsents((current) => ({ ...current, age }));
          setErrors((current) => ({ ...current, age: undefined }));
        }}
        error={text(errors.age)}
        testId="accept-age"
      >
        {t('age_consent', { age: settings.ageConsent })}
      </CheckboxField>
      <FormError>{formError}</FormError>
      <Button type="submit" className="auth-form__submit" disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {isBusy ? t('registering') : t('register_submit')}
      </Button>
      {gate.slider}
    </form>
  );
}

/** The registration modal of /register (spec §2 and §4). */
export function RegisterDialog({
  onClose,
  registration,
  visitorCountry,
}: {
  onClose: () => void;
  /** status.info.register: which tabs the merchant offers. */
  registration: { usernameRegistration: boolean; mobileRegistration: boolean };
  visitorCountry?: string;
}) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const navigate = useNavigate();
  const settings = useRegisterSettings();
  const modes: TRegisterMode[] = [
    ...(registration.usernameRegistration ? (['username'] as const) : []),
    ...(registration.mobileRegistration ? (['mobile'] as const) : []),
  ];
  const [chosen, setChosen] = useState<TRegisterMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={tMain('register')}
      testId="register-dialog"
      focusFirstField
    >
      <Tabs
        label={tMain('register')}
        value="register"
        onChange={(tab) => {
          if (tab === 'login') navigate('/login', { replace: true });
        }}
        options={[
          { value: 'login', label: tMain('login') },
          { value: 'register', label: tMain('register') },
        ]}
      />
      {!mode ? (
        <p className="form__note">{t('register_unavailable')}</p>
      ) : settings.data ? (
        <>
          {modes.length > 1 && (
            <Tabs
              label={t('register_title')}
              value={mode}
              onChange={setChosen}
              options={modes.map((value) => ({
                value,
                label: t(value === 'username' ? 'register_by_username' : 'register_by_mobile'),
              }))}
            />
          )}
          <RegisterForm
            key={mode}
            mode={mode}
            settings={settings.data}
            visitorCountry={visitorCountry}
            onRegistered={() => navigate('/', { replace: true })}
          />
        </>
      ) : settings.isError ? (
        <div className="inline-error" role="alert">
          <p>{t('err_network_error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {tMain('retry')}
          </Button>
        </div>
      ) : (
        <div className="skeleton skeleton--block" role="status" aria-label={tMain('loading')} />
      )}
      <p className="form__switch">
        {t('have_account')}{' '}
        <Link to="/login" replace>
          {tMain('login')}
        </Link>
      </p>
    </Dialog>
  );
}
