import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { TLoginErrors, TLoginSite } from '@/features/auth/login-form';
import { useLoginForm } from '@/features/auth/use-login-form';
import type { TSignInOutcome } from '@/features/auth/use-sign-in';
import {
  CaptchaField,
  CheckboxField,
  FormError,
  MobileCodeFields,
  PasswordField,
  Tabs,
  TextField,
} from './fields';

type TLoginFormProps = {
  site: TLoginSite;
  /** MOBILEVERCODELOGIN3: offer the SMS-code login type. */
  canUseSms: boolean;
  visitorCountry?: string;
  onSignedIn: (outcome: TSignInOutcome) => void;
  onForgotPassword?: () => void;
  /** Shown under the submit button (free play, terms, register link). */
  footer?: ReactNode;
};

/** Username and password, or mobile number and SMS code. */
function LoginCredentials({ form }: { form: ReturnType<typeof useLoginForm> }) {
  const { t } = useTranslation('auth');
  const { values, errors, set, sms, dialingCode } = form;
  const message = (key: TLoginErrors[keyof TLoginErrors]) => (key ? t(key) : undefined);
  if (form.type === 'username')
    return (
      <>
        <TextField
          label={t('username')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={64}
          value={values.username}
          onValueChange={set('username')}
          error={message(errors.username)}
          isRequired
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          maxLength={128}
          value={values.password}
          onValueChange={set('password')}
          error={message(errors.password)}
          isRequired
        />
      </>
    );
  return (
    <MobileCodeFields
      values={values}
      set={set}
      countries={form.countryList}
      dialingCode={dialingCode}
      errors={{ mobileNum: message(errors.mobileNum), verificationCode: message(errors.verificationCode) }}
      sender={sms}
      onMobileChecked={(invalid) => form.setErrors((current) => ({ ...current, mobileNum: invalid }))}
    />
  );
}

/**
 * The login form of spec §2 and §4, for the player site and the agent site: username and password, or
 * mobile number and SMS code; remember me; captcha once a failure asks for it; the slider before a
 * username login when the server wants one.
 */
export function LoginForm({
  site,
  canUseSms,
  visitorCountry,
  onSignedIn,
  onForgotPassword,
  footer,
}: TLoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useLoginForm(site, visitorCountry, onSignedIn);
  const { errors, isBusy } = form;

  return (
    <form ref={form.formRef} className="form auth-form" noValidate onSubmit={form.submit} aria-busy={isBusy}>
      {canUseSms && (
        <Tabs
          label={t('login_type')}
          value={form.type}
          onChange={form.changeType}
          options={[
            { value: 'username', label: t('by_username') },
            { value: 'sms', label: t('by_sms') },
          ]}
        />
      )}
      <LoginCredentials form={form} />
      {form.isCaptchaShown && (
        <CaptchaField
          label={t('captcha')}
          name="captcha"
          value={form.values.captcha}
          onValueChange={form.set('captcha')}
          error={errors.captcha ? t(errors.captcha) : undefined}
          isRequired
          captcha={form.captcha}
        />
      )}
      <div className="auth-form__row">
        <CheckboxField checked={form.isRemembered} onCheckedChange={form.toggleRemember} testId="remember-me">
          {t('remember_me')}
        </CheckboxField>
        {onForgotPassword && (
          <button type="button" className="link-btn" onClick={onForgotPassword}>
            {t('forgot_password')}
          </button>
        )}
      </div>
      <FormError>{form.formError}</FormError>
      <Button type="submit" className="auth-form__submit" disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {isBusy ? t('logging_in') : t('login_submit')}
      </Button>
      {footer}
      {form.gate.slider}
    </form>
  );
}
