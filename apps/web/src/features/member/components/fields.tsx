import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/components/member/icons';
import type { TFieldError } from '@/features/member/lib/forms';

type TFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: TFieldError | undefined;
  hint?: ReactNode;
  isOptional?: boolean;
  /** A control beside the input (show password). */
  addon?: ReactNode;
  /** Below the input, before the hint (quick amounts). */
  below?: ReactNode;
};

/** A labelled input with its hint and its error beside it (spec §5: messages beside fields). */
export function Field({
  label,
  value,
  onValueChange,
  error,
  hint,
  isOptional = false,
  addon,
  below,
  id,
  ...input
}: TFieldProps) {
  const { t } = useTranslation('wallet');
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="wallet-field" data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className="wallet-field__label">
        {label}
        {isOptional && <span className="wallet-field__optional"> ({t('optional')})</span>}
      </label>
      <div className="wallet-field__control">
        <input
          id={inputId}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {addon}
      </div>
      {below}
      {hint && (
        <p id={`${inputId}-hint`} className="wallet-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="wallet-field__error">
          {t(error.key, error.values ?? {})}
        </p>
      )}
    </div>
  );
}

/** The payment password: never remembered by the browser, with a show/hide toggle. */
export function PaymentPasswordField(
  props: Omit<TFieldProps, 'label' | 'type' | 'addon' | 'autoComplete'> & { label?: string },
) {
  const { t } = useTranslation('wallet');
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field
      {...props}
      label={props.label ?? t('payment_password')}
      type={isVisible ? 'text' : 'password'}
      autoComplete="off"
      inputMode="numeric"
      maxLength={64}
      addon={
        <button
          type="button"
          className="wallet-field__toggle"
          aria-pressed={isVisible}
          aria-label={isVisible ? t('hide_password') : t('show_password')}
          onClick={() => setIsVisible((value) => !value)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** An amount field: decimal keyboard on phones, optional quick amounts under it. */
export function AmountField({
  quickAmounts,
  formatAmount,
  ...props
}: Omit<TFieldProps, 'inputMode' | 'below'> & {
  quickAmounts?: readonly string[];
  formatAmount?: (amount: string) => string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Field
      {...props}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder ?? '0,00'}
      below={
        quickAmounts && quickAmounts.length > 0 && formatAmount ? (
          <fieldset className="wallet-quick">
            <legend className="visually-hidden">{t('quick_amounts')}</legend>
            {quickAmounts.map((amount) => (
              <button
                key={amount}
                type="button"
                className="wallet-chip"
                aria-pressed={props.value === amount}
                onClick={() => props.onValueChange(amount)}
              >
                {formatAmount(amount)}
              </button>
            ))}
          </fieldset>
        ) : undefined
      }
    />
  );
}
