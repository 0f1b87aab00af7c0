import type { TCountry } from '@crupier/contract/system';
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptchaState } from '@/features/auth/use-captcha';
import type { TSmsSender } from '@/features/auth/use-sms-sender';
import { EyeIcon, EyeOffIcon } from './auth-icons';

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  isRequired?: boolean;
  /** A control beside the input (show password, send code, captcha image). */
  addon?: ReactNode;
  /** Replaces the input (for a composite control) while keeping label and error. */
  before?: ReactNode;
};

/** A labelled input with its error beside it (spec §5: messages beside fields; required marked *). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  isRequired = false,
  addon,
  before,
  id,
  ...input
}: TTextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label
        htmlFor={inputId}
        className={isRequired ? 'field__label field__label--required' : 'field__label'}
      >
        {label}
      </label>
      <div className="field__control">
        {before}
        <input
          id={inputId}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={isRequired || undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TTextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('auth');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__addon field__addon--icon"
          aria-label={isVisible ? t('hide_password') : t('show_password')}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((value) => !value)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** Mobile number with its country dialling code selector in front. */
export function MobileField({
  label,
  countries,
  countryDialingCode,
  onCountryChange,
  ...field
}: Omit<TTextFieldProps, 'before' | 'type'> & {
  countries: readonly TCountry[];
  countryDialingCode: string;
  onCountryChange: (code: string) => void;
}) {
  const { t } = useTranslation('auth');
  const codes = [...new Set(countries.map((country) => country.countryDialingCode))];
  const options = countries.filter(
    (country, index) =>
      countries.findIndex((c) => c.countryDialingCode === country.countryDialingCode) === index,
  );
  return (
    <TextField
      {...field}
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      before={
        <select
          className="field__select"
          aria-label={t('country_code')}
          value={codes.includes(countryDialingCode) ? countryDialingCode : ''}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {!codes.includes(countryDialingCode) && <option value="">{t('country_code')}</option>}
          {options.map((country) => (
            <option key={country.countryDialingCode} value={country.countryDialingCode}>
              {country.countryDialingCode} {country.countryCode}
            </option>
          ))}
        </select>
      }
    />
  );
}

type TMobileCodeField = 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/** The mobile number and the SMS code sent to it (login by SMS, password reset by phone). */
export function MobileCodeFields({
  values,
  set,
  countries,
  dialingCode,
  errors,
  sender,
  onMobileChecked,
}: {
  values: { mobileNum: string; verificationCode: string };
  set: (field: TMobileCodeField) => (value: string) => void;
  countries: readonly TCountry[];
  dialingCode: string;
  errors: { mobileNum?: string | undefined; verificationCode?: string | undefined };
  sender: TSmsSender;
  /** After Send: why the number cannot get a code, or undefined when it can. */
  onMobileChecked: (invalid: ReturnType<TSmsSender['send']>) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <MobileField
        label={t('mobile_number')}
        name="mobileNum"
        countries={countries}
        countryDialingCode={dialingCode}
        onCountryChange={set('countryDialingCode')}
        value={values.mobileNum}
        onValueChange={set('mobileNum')}
        error={errors.mobileNum}
        maxLength={15}
        isRequired
      />
      <SmsCodeField
        label={t('sms_code')}
        name="verificationCode"
        value={values.verificationCode}
        onValueChange={set('verificationCode')}
        error={errors.verificationCode}
        isRequired
        sender={sender}
        onSend={() => onMobileChecked(sender.send(dialingCode, values.mobileNum))}
      />
    </>
  );
}

/** The SMS code with its send button, disabled while the countdown runs (spec §4). */
export function SmsCodeField({
  sender,
  onSend,
  ...field
}: Omit<TTextFieldProps, 'addon'> & { sender: TSmsSender; onSend: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="field-group">
      <TextField
        {...field}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        addon={
          <button
            type="button"
            className="field__addon field__addon--button"
            disabled={sender.isCountingDown || sender.isSending}
            onClick={onSend}
            data-testid="send-code"
          >
            {sender.isCountingDown ? t('resend_in', { seconds: sender.remaining }) : t('send_code')}
          </button>
        }
      />
      {sender.isCountingDown && sender.expiredMinutes && (
        <p className="field__hint" role="status">
          {t('code_sent', { minutes: sender.expiredMinutes })}
        </p>
      )}
    </div>
  );
}

/** The image captcha: its answer, and the image that refreshes on click (at most once a second). */
export function CaptchaField({
  captcha,
  ...field
}: Omit<TTextFieldProps, 'addon'> & { captcha: TCaptchaState }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      addon={
        <button
          type="button"
          className="field__addon field__addon--captcha"
          onClick={captcha.refresh}
          aria-label={t('captcha_image')}
          data-testid="captcha-image"
          data-captcha-key={captcha.captchaKey}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" width={120} height={44} />
          ) : (
            <span className="visually-hidden">{t('captcha_loading')}</span>
          )}
        </button>
      }
    />
  );
}

/** A checkbox with its label and error. */
export function CheckboxField({
  checked,
  onCheckedChange,
  children,
  error,
  testId,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="check-field" data-invalid={error ? true : undefined}>
      <label className="check-field__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form-level error (a refused call), announced when it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert" data-testid="form-error">
      {children}
    </p>
  );
}

/** A row of tabs that switch a form's mode. */
export function Tabs<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={option.value === value}
          tabIndex={option.value === value ? 0 : -1}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
