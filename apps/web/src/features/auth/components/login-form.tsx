import type { TCountry } from '@crupier/contract/system';
import { type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCountryCodes } from '@/features/auth/api/countries';
import { login } from '@/features/auth/api/login';
import { asksForCaptcha, errorCode } from '@/features/auth/error-text';
import {
  buildLoginPayload,
  EMPTY_LOGIN_VALUES,
  hasErrors,
  type TLoginErrors,
  type TLoginSite,
  type TLoginType,
  type TLoginValues,
  validateLogin,
} from '@/features/auth/login-form';
import { forgetRemembered, readRemembered, remember } from '@/features/auth/remember-me';
import { useCaptcha } from '@/features/auth/use-captcha';
import {
  ChallengeCancelled,
  isVerificationRequired,
  useChallengeGate,
} from '@/features/auth/use-challenge-gate';
import { useErrorText } from '@/features/auth/use-error-text';
import { type TSignInOutcome, useSignIn } from '@/features/auth/use-sign-in';
import { useSmsSender } from '@/features/auth/use-sms-sender';
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

/** The dialling code to start with: the remembered one, else the visitor's country, else the first. */
export function initialDialingCode(
  countries: readonly TCountry[],
  remembered: string | undefined,
  visitorCountry: string | undefined,
): string {
  if (remembered && countries.some((c) => c.countryDialingCode === remembered)) return remembered;
  const own = countries.find((c) => c.countryCode === visitorCountry?.toUpperCase());
  return own?.countryDialingCode ?? countries[0]?.countryDialingCode ?? '';
}

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
  const errorText = useErrorText();
  const remembered = useMemo(() => readRemembered(), []);
  const [type, setType] = useState<TLoginType>('username');
  const [values, setValues] = useState<TLoginValues>({
    ...EMPTY_LOGIN_VALUES,
    username: remembered?.username ?? '',
    password: remembered?.password ?? '',
    mobileNum: remembered?.mobileNum ?? '',
  });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [formError, setFormError] = useState('');
  const [isRemembered, setIsRemembered] = useState(remembered !== null);
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const gate = useChallengeGate();
  const sms = useSmsSender('login', gate);
  const { afterLogin } = useSignIn();
  const countries = useCountryCodes();
  const formRef = useRef<HTMLFormElement>(null);

  const countryList = countries.data ?? [];
  const dialingCode =
    values.countryDialingCode ||
    initialDialingCode(countryList, remembered?.countryDialingCode, visitorCountry);

  const set = (field: keyof TLoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const toggleRemember = (checked: boolean) => {
    setIsRemembered(checked);
    if (!checked) forgetRemembered();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    const current = { ...values, countryDialingCode: dialingCode };
    const found = validateLogin(current, type, isCaptchaShown);
    setErrors(found);
    setFormError('');
    if (hasErrors(found)) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setIsBusy(true);
    const captchaKey = isCaptchaShown ? captcha.captchaKey : undefined;
    try {
      const result =
        type === 'username'
          ? await gate.run(
              (challenge) => login(buildLoginPayload(current, type, site, { captchaKey, challenge })),
              // A refused attempt spent the captcha: it cannot be repeated with the same answer.
              () => !captchaKey,
            )
          : await login(buildLoginPayload(current, type, site, { captchaKey }));
      if (isRemembered) {
        remember(
          type === 'username'
            ? { username: current.username.trim(), password: current.password.trim() }
            : { countryDialingCode: current.countryDialingCode, mobileNum: current.mobileNum.trim() },
        );
      }
      const outcome = await afterLogin(result, {
        type,
        site,
        username: current.username.trim(),
        password: type === 'username' ? current.password.trim() : '',
      });
      onSignedIn(outcome);
    } catch (error) {
      if (error instanceof ChallengeCancelled) return;
      const showsCaptcha = isCaptchaShown || asksForCaptcha(error);
      if (showsCaptcha) {
        setIsCaptchaShown(true);
        captcha.renew();
        setValues((v) => ({ ...v, captcha: '' }));
      }
      const code = errorCode(error);
      if (code === 'captcha_required' || code === 'invalid_captcha') {
        setErrors({ captcha: code === 'invalid_captcha' ? 'err_invalid_captcha' : 'err_captcha_required' });
      }
      setFormError(isVerificationRequired(error) ? t('err_verification_required') : errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  const message = (key: TLoginErrors[keyof TLoginErrors]) => (key ? t(key) : undefined);

  return (
    <form ref={formRef} className="form auth-form" noValidate onSubmit={submit} aria-busy={isBusy}>
      {canUseSms && (
        <Tabs
          label={t('login_type')}
          value={type}
          onChange={(next) => {
            setType(next);
            setErrors({});
            setFormError('');
          }}
          options={[
            { value: 'username', label: t('by_username') },
            { value: 'sms', label: t('by_sms') },
          ]}
        />
      )}
      {type === 'username' ? (
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
      ) : (
        <>
          <MobileField
            label={t('mobile_number')}
            name="mobileNum"
            countries={countryList}
            countryDialingCode={dialingCode}
            onCountryChange={set('countryDialingCode')}
            value={values.mobileNum}
            onValueChange={set('mobileNum')}
            error={message(errors.mobileNum)}
            maxLength={15}
            isRequired
          />
          <SmsCodeField
            label={t('sms_code')}
            name="verificationCode"
            value={values.verificationCode}
            onValueChange={set('verificationCode')}
            error={message(errors.verificationCode)}
            isRequired
            sender={sms}
            onSend={() => {
              const invalid = sms.send(dialingCode, values.mobileNum);
              setErrors((current) => ({ ...current, mobileNum: invalid }));
            }}
          />
        </>
      )}
      {isCaptchaShown && (
        <CaptchaField
          label={t('captcha')}
          name="captcha"
          value={values.captcha}
          onValueChange={set('captcha')}
          error={message(errors.captcha)}
          isRequired
          captcha={captcha}
        />
      )}
      <div className="auth-form__row">
        <CheckboxField checked={isRemembered} onCheckedChange={toggleRemember} testId="remember-me">
          {t('remember_me')}
        </CheckboxField>
        {onForgotPassword && (
          <button type="button" className="link-btn" onClick={onForgotPassword}>
            {t('forgot_password')}
          </button>
        )}
      </div>
      <FormError>{formError}</FormError>
      <Button type="submit" className="auth-form__submit" disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {isBusy ? t('logging_in') : t('login_submit')}
      </Button>
      {footer}
      {gate.slider}
    </form>
  );
}
