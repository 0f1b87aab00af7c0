import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '@/features/auth/api/countries';
import { login } from '@/features/auth/api/login';
import { asksForCaptcha, errorCode } from '@/features/auth/error-text';
import {
  buildLoginPayload,
  EMPTY_LOGIN_VALUES,
  hasErrors,
  initialDialingCode,
  type TLoginErrors,
  type TLoginSite,
  type TLoginType,
  type TLoginValues,
  validateLogin,
} from '@/features/auth/login-form';
import { forgetRemembered, readRemembered, remember, type TRemembered } from '@/features/auth/remember-me';
import { useCaptcha } from '@/features/auth/use-captcha';
import {
  ChallengeCancelled,
  isVerificationRequired,
  useChallengeGate,
} from '@/features/auth/use-challenge-gate';
import { useErrorText } from '@/features/auth/use-error-text';
import { type TSignInOutcome, useSignIn } from '@/features/auth/use-sign-in';
import { useSmsSender } from '@/features/auth/use-sms-sender';

type TGate = ReturnType<typeof useChallengeGate>;

/** A username login passes the slider when the server wants one; an SMS-code login goes straight. */
function sendLogin(
  values: TLoginValues,
  type: TLoginType,
  site: TLoginSite,
  captchaKey: string | undefined,
  gate: TGate,
) {
  if (type !== 'username') return login(buildLoginPayload(values, type, site, { captchaKey }));
  return gate.run(
    (challenge) => login(buildLoginPayload(values, type, site, { captchaKey, challenge })),
    // A refused attempt spent the captcha: it cannot be repeated with the same answer.
    () => !captchaKey,
  );
}

function rememberLogin(values: TLoginValues, type: TLoginType) {
  remember(
    type === 'username'
      ? { username: values.username.trim(), password: values.password.trim() }
      : { countryDialingCode: values.countryDialingCode, mobileNum: values.mobileNum.trim() },
  );
}

/** The fields of the form, first filled from what "remember me" kept. */
function useLoginFields(remembered: TRemembered | null, visitorCountry: string | undefined) {
  const [values, setValues] = useState<TLoginValues>({
    ...EMPTY_LOGIN_VALUES,
    username: remembered?.username ?? '',
    password: remembered?.password ?? '',
    mobileNum: remembered?.mobileNum ?? '',
  });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const countries = useCountryCodes();
  const countryList = countries.data ?? [];
  const dialingCode =
    values.countryDialingCode ||
    initialDialingCode(countryList, remembered?.countryDialingCode, visitorCountry);
  const set = (field: keyof TLoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return { values, setValues, errors, setErrors, set, countryList, dialingCode };
}

/**
 * The login form's state and its submission: remember me, the captcha once a failure asks for it, the
 * slider before a username login when the server wants one.
 */
export function useLoginForm(
  site: TLoginSite,
  visitorCountry: string | undefined,
  onSignedIn: (outcome: TSignInOutcome) => void,
) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const remembered = useMemo(() => readRemembered(), []);
  const fields = useLoginFields(remembered, visitorCountry);
  const { values, setValues, setErrors, dialingCode } = fields;
  const [type, setType] = useState<TLoginType>('username');
  const [formError, setFormError] = useState('');
  const [isRemembered, setIsRemembered] = useState(remembered !== null);
  const [isCaptchaShown, setIsCaptchaShown] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const captcha = useCaptcha(isCaptchaShown);
  const gate = useChallengeGate();
  const sms = useSmsSender('login', gate);
  const { afterLogin } = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);

  const toggleRemember = (checked: boolean) => {
    setIsRemembered(checked);
    if (!checked) forgetRemembered();
  };

  const changeType = (next: TLoginType) => {
    setType(next);
    setErrors({});
    setFormError('');
  };

  const refused = (error: unknown) => {
    if (isCaptchaShown || asksForCaptcha(error)) {
      setIsCaptchaShown(true);
      captcha.renew();
      setValues((v) => ({ ...v, captcha: '' }));
    }
    const code = errorCode(error);
    if (code === 'captcha_required' || code === 'invalid_captcha') {
      setErrors({ captcha: code === 'invalid_captcha' ? 'err_invalid_captcha' : 'err_captcha_required' });
    }
    setFormError(isVerificationRequired(error) ? t('err_verification_required') : errorText(error));
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
    try {
      const result = await sendLogin(
        current,
        type,
        site,
        isCaptchaShown ? captcha.captchaKey : undefined,
        gate,
      );
      if (isRemembered) rememberLogin(current, type);
      const outcome = await afterLogin(result, {
        type,
        site,
        username: current.username.trim(),
        password: type === 'username' ? current.password.trim() : '',
      });
      onSignedIn(outcome);
    } catch (error) {
      if (!(error instanceof ChallengeCancelled)) refused(error);
    } finally {
      setIsBusy(false);
    }
  };

  return {
    ...fields,
    type,
    changeType,
    formError,
    isRemembered,
    toggleRemember,
    isCaptchaShown,
    isBusy,
    captcha,
    gate,
    sms,
    formRef,
    submit,
  };
}
