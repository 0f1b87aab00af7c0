import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_KEYS } from '@/api/member-query-keys';
import { DEPOSIT_LIMIT_PERIODS, type TDepositLimitsView, type TLimitPeriod } from '@/api/member-types';
import { CallError, Notice, QueryState } from '@/components/member/common';
import { setDepositLimits, useDepositLimits } from '@/features/member/api/payments';
import { formatMerchantTime } from '@/features/member/lib/date-range';
import { type TFormErrors, validateLimits } from '@/features/member/lib/forms';
import { useLocale, useMerchant, useMoney } from '@/lib/merchant-context';
import { AmountField } from './fields';

function LimitsForm({ view }: { view: TDepositLimitsView }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const locale = useLocale();
  const { gmtOffset } = useMerchant();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TLimitPeriod, string>>(() => ({
    day: view.current.day ?? '',
    week: view.current.week ?? '',
    month: view.current.month ?? '',
  }));
  const [errors, setErrors] = useState<TFormErrors<TLimitPeriod>>({});
  const save = useMutation({
    mutationFn: setDepositLimits,
    onSuccess: (next) => queryClient.setQueryData(PAYMENT_KEYS.limits, next),
  });

  return (
    <form
      className="wallet-form"
      noValidate
      data-testid="deposit-limits"
      onSubmit={(event) => {
        event.preventDefault();
        const result = validateLimits(values);
        setErrors(result.errors);
        if (result.body) save.mutate(result.body);
      }}
    >
      <p className="wallet-muted">{t('limits_rule')}</p>
      <div className="wallet-limits">
        {DEPOSIT_LIMIT_PERIODS.map((period) => {
          const current = view.current[period];
          const pending = view.pending.find((change) => change.period === period);
          return (
            <div key={period} className="wallet-limits__period">
              <AmountField
                label={t(`period_${period}`)}
                value={values[period]}
                placeholder={t('limit_placeholder')}
                onValueChange={(value) => setValues((all) => ({ ...all, [period]: value }))}
                error={errors[period]}
                hint={
                  <>
                    {t('in_force')}: <strong>{current === null ? t('no_limit') : money(current)}</strong>
                    {pending && (
                      <span className="wallet-limits__pending" data-testid={`pending-limit-${period}`}>
                        {' · '}
                        {t('pending_limit', {
                          date: formatMerchantTime(pending.from, gmtOffset, locale),
                          amount: pending.amount === null ? t('no_limit') : money(pending.amount),
                        })}
                      </span>
                    )}
                  </>
                }
              />
            </div>
          );
        })}
      </div>
      <CallError error={save.error} />
      {save.isSuccess && (
        <Notice tone="success">
          {save.data.pending.length > 0 ? t('limits_saved_later') : t('limits_saved')}
        </Notice>
      )}
      <button type="submit" className="btn btn--secondary" disabled={save.isPending}>
        {save.isPending ? t('submitting') : t('save_limits')}
      </button>
    </form>
  );
}

/** Deposit limits per day, week and month: tighter at once, looser after 24 hours. */
export function DepositLimits() {
  const limits = useDepositLimits();
  return <QueryState query={limits}>{limits.data ? <LimitsForm view={limits.data} /> : null}</QueryState>;
}
