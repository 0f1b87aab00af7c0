import type { TRegistrationField, TRegistrationSettings } from '@crupier/contract/registration-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRegisterSettings } from '@/features/auth/api/registration';
import { isRequiredField, type TFieldMessage, type TRegisterMode } from '@/features/auth/register-form';
import { useRegisterForm } from '@/features/auth/use-register-form';
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
import './auth.css';

const INPUT_HINTS: Partial<Record<TRegistrationField, { autoComplete: string; type?: string }>> = {
  username: { autoComplete: 'username' },
  email: { autoComplete: 'email', type: 'email' },
  payeeName: { autoComplete: 'name' },
};

type TRegisterFormState = ReturnType<typeof useRegisterForm>;

/** One field of the merchant's registration form, as its kind wants it. */
function RegisterField({
  field,
  form,
  settings,
  mode,
}: {
  field: TRegistrationField;
  form: TRegisterFormState;
  settings: TRegistrationSettings;
  mode: TRegisterMode;
}) {
  const { t } = useTranslation('auth');
  const { values, errors, sms, dialingCode } = form;
  const message = errors[field];
  const common = {
    label: t(`field_${field}`),
    name: field,
    value: values[field],
    onValueChange: form.set(field),
    error: message ? t(message.key, message.values) : undefined,
    isRequired: isRequiredField(field, settings, mode),
    maxLength: settings.fields[field]?.maxLength,
  };
  switch (field) {
    case 'password':
    case 'confirmPassword':
      return <PasswordField {...common} autoComplete="new-password" />;
    case 'paymentPassword':
      return <PasswordField {...common} autoComplete="off" inputMode="numeric" />;
    case 'mobileNum':
      return (
        <MobileField
          {...common}
          countries={form.countryList}
          countryDialingCode={dialingCode}
          onCountryChange={form.setCountryDialingCode}
        />
      );
    case 'verificationCode':
      return (
        <SmsCodeField
          {...common}
          sender={sms}
          onSend={() => {
            const invalid = sms.send(dialingCode, values.mobileNum);
            form.setErrors((current) => ({ ...current, mobileNum: invalid ? { key: invalid } : undefined }));
          }}
        />
      );
    case 'captcha':
      return <CaptchaField {...common} captcha={form.captcha} />;
    default:
      return (
        <TextField
          {...common}
          autoComplete={INPUT_HINTS[field]?.autoComplete ?? 'off'}
          type={INPUT_HINTS[field]?.type ?? 'text'}
          autoCapitalize="off"
        />
      );
  }
}

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
  const form = useRegisterForm(mode, settings, visitorCountry, onRegistered);
  const { errors, setErrors, consents, setConsents, isBusy } = form;
  const text = (message: TFieldMessage | undefined) => (message ? t(message.key, message.values) : undefined);

  return (
    <form ref={form.formRef} className="form auth-form" noValidate onSubmit={form.submit} aria-busy={isBusy}>
      {form.fields.map((field) => (
        <RegisterField key={field} field={field} form={form} settings={settings} mode={mode} />
      ))}
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
      <FormError>{form.formError}</FormError>
      <Button type="submit" className="auth-form__submit" disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {isBusy ? t('registering') : t('register_submit')}
      </Button>
      {form.gate.slider}
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
