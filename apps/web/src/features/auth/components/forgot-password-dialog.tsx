import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCountryCodes } from '@/features/auth/api/countries';
import { forgotByEmail, resetByPhone } from '@/features/auth/api/passwords';
import { useRegisterSettings } from '@/features/auth/api/registration';
import { errorCode } from '@/features/auth/error-text';
import { initialDialingCode } from '@/features/auth/login-form';
import {
  type TForgotByPhoneValues,
  validateForgotByEmail,
  validateForgotByPhone,
} from '@/features/auth/password-form';
import type { TFieldMessage } from '@/features/auth/register-form';
import { useChallengeGate } from '@/features/auth/use-challenge-gate';
import { useErrorText } from '@/features/auth/use-error-text';
import { useSignIn } from '@/features/auth/use-sign-in';
import { useSmsSender } from '@/features/auth/use-sms-sender';
import { FormError, MobileCodeFields, PasswordField, Tabs, TextField } from './fields';
import './auth.css';

/** A banner of the announcements' banner groups (spec §3: groupName and url). */
export type TBanner = { groupName: string; url: string };

/** The `w_forget` banner group at the top of the dialog; nothing at all when the merchant has none. */
function ForgetBanner({ banners }: { banners: readonly TBanner[] }) {
  const banner = banners.find((entry) => entry.groupName === 'w_forget');
  if (!banner) return null;
  return <img className="forgot-banner" src={banner.url} alt="" data-testid="w_forget-banner" />;
}

function ByEmail({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [values, setValues] = useState({ username: '', email: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateForgotByEmail>>({});
  const [formError, setFormError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForgotByEmail(values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0 || isBusy) return;
    setIsBusy(true);
    try {
      await forgotByEmail({ username: values.username.trim(), email: values.email.trim() });
      setIsSent(true);
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setIsBusy(false);
    }
  };

  if (isSent) {
    return (
      <div className="form auth-form">
        <p className="form-success" role="status">
          {t('password_sent')}
        </p>
        <Button className="auth-form__submit" onClick={onBackToLogin}>
          {t('back_to_login')}
        </Button>
      </div>
    );
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-busy={isBusy}>
      <p className="field__hint">{t('forgot_email_hint')}</p>
      <TextField
        label={t('username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        maxLength={64}
        value={values.username}
        onValueChange={(username) => setValues((v) => ({ ...v, username }))}
        error={errors.username && t(errors.username)}
        isRequired
      />
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={100}
        value={values.email}
        onValueChange={(email) => setValues((v) => ({ ...v, email }))}
        error={errors.email && t(errors.email)}
        isRequired
      />
      <FormError>{formError}</FormError>
      <Button type="submit" className="auth-form__submit" disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {isBusy ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

function ByMobile({ visitorCountry, onDone }: { visitorCountry?: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const settings = useRegisterSettings();
  const countries = useCountryCodes();
  const gate = useChallengeGate();
  const sms = useSmsSender('reset', gate);
  const { complete } = useSignIn();
  const [values, setValues] = useState<TForgotByPhoneValues>({
    countryDialingCode: '',
    mobileNum: '',
    verificationCode: '',
    newPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof TForgotByPhoneValues, TFieldMessage>>>({});
  const [formError, setFormError] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const countryList = countries.data ?? [];
  const dialingCode = values.countryDialingCode || initialDialingCode(countryList, undefined, visitorCountry);
  const rule = settings.data?.fields.password;

  const set = (field: keyof TForgotByPhoneValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (message: TFieldMessage | undefined) => (message ? t(message.key, message.values) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const current = { ...values, countryDialingCode: dialingCode };
    const found = validateForgotByPhone(current, rule);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0 || isBusy) return;
    setIsBusy(true);
    try {
      const result = await resetByPhone({
        countryDialingCode: dialingCode,
        mobileNum: current.mobileNum.trim(),
        verificationCode: current.verificationCode.trim(),
        newPassword: current.newPassword.trim(),
      });
      await complete(result.token);
      onDone();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'invalid_verification_code' || code === 'verification_code_expired') {
        setErrors({ verificationCode: { key: `err_${code}` } });
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-busy={isBusy}>
      <p className="field__hint">{t('forgot_mobile_hint')}</p>
      <MobileCodeFields
        values={values}
        set={set}
        countries={countryList}
        dialingCode={dialingCode}
        errors={{ mobileNum: text(errors.mobileNum), verificationCode: text(errors.verificationCode) }}
        sender={sms}
        onMobileChecked={(invalid) =>
          setErrors((current) => ({ ...current, mobileNum: invalid ? { key: invalid } : undefined }))
        }
      />
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
      <FormError>{formError}</FormError>
      <Button type="submit" className="auth-form__submit" disabled={isBusy}>
        {isBusy && <span className="btn-spinner" aria-hidden="true" />}
        {isBusy ? t('saving') : t('reset_password')}
      </Button>
      {gate.slider}
    </form>
  );
}

/**
 * Forgot password (spec §2 and §4): by e-mail (a temporary password is sent) or, when the merchant
 * switches FORGOTPWDMOBILE3 on, by an SMS code and a new password, which logs the user in.
 */
export function ForgotPasswordDialog({
  canUseMobile,
  visitorCountry,
  banners = [],
  onClose,
  onBackToLogin,
  onLoggedIn,
}: {
  canUseMobile: boolean;
  visitorCountry?: string;
  banners?: readonly TBanner[];
  onClose: () => void;
  onBackToLogin: () => void;
  onLoggedIn: () => void;
}) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<'email' | 'mobile'>('email');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('forgot_title')}
      testId="forgot-password-dialog"
      focusFirstField
    >
      <ForgetBanner banners={banners} />
      {canUseMobile && (
        <Tabs
          label={t('forgot_method')}
          value={method}
          onChange={setMethod}
          options={[
            { value: 'email', label: t('by_email') },
            { value: 'mobile', label: t('by_mobile') },
          ]}
        />
      )}
      {method === 'mobile' && canUseMobile ? (
        <ByMobile visitorCountry={visitorCountry} onDone={onLoggedIn} />
      ) : (
        <ByEmail onBackToLogin={onBackToLogin} />
      )}
      <p className="form__switch">
        <button type="button" className="link-btn" onClick={onBackToLogin}>
          {t('back_to_login')}
        </button>
      </p>
    </Dialog>
  );
}
