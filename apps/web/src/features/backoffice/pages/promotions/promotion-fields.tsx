import { REWARD_FORMULAS } from '@crupier/contract/promotions';
import { useTranslation } from 'react-i18next';
import type { TPromotionForm } from './promotion-form';

const AUDIENCES = ['all', 'vip', 'new_members', 'downline'] as const;

type TTextKey = Exclude<
  keyof TPromotionForm,
  'titles' | 'bodies' | 'requiresApproval' | 'firstDepositOnly' | 'kind' | 'audience' | 'repeat' | 'formula'
>;
type TMoneyKey = 'minDeposit' | 'minTurnover' | 'minLoss' | 'amount' | 'minAmount' | 'maxAmount';
export type TSetField = <K extends keyof TPromotionForm>(key: K, value: TPromotionForm[K]) => void;
/** What every field of the editor needs: the form, its setter and the editor's id prefix. */
export type TFieldsProps = { form: TPromotionForm; set: TSetField; id: string };

export function PromoInput({
  form,
  set,
  id,
  field,
  label,
  type,
  placeholder,
  inputMode,
}: TFieldsProps & {
  field: TTextKey;
  label: string;
  type?: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <label className="bo-promo__field" htmlFor={`${id}-${field}`}>
      <span>{label}</span>
      <input
        id={`${id}-${field}`}
        type={type ?? 'text'}
        inputMode={inputMode}
        placeholder={placeholder}
        value={form[field]}
        onChange={(event) => set(field, event.target.value)}
      />
    </label>
  );
}

function PromoMoney(props: TFieldsProps & { field: TMoneyKey; label: string }) {
  return <PromoInput {...props} inputMode="decimal" placeholder="0.00" />;
}

function PromoCheck({
  form,
  set,
  field,
  label,
}: TFieldsProps & { field: 'requiresApproval' | 'firstDepositOnly'; label: string }) {
  return (
    <label className="bo-editor__check">
      <input type="checkbox" checked={form[field]} onChange={(event) => set(field, event.target.checked)} />
      {label}
    </label>
  );
}

/** Who may take it: everybody, VIP levels, members of their first days, or an agent's downline. */
export function AudienceFields(p: TFieldsProps) {
  const { t } = useTranslation('backoffice');
  const { form, set } = p;
  return (
    <fieldset className="bo-promo__group">
      <legend>{t('promo_audience')}</legend>
      <select
        aria-label={t('promo_audience')}
        value={form.audience}
        onChange={(event) => set('audience', event.target.value as TPromotionForm['audience'])}
      >
        {AUDIENCES.map((audience) => (
          <option key={audience} value={audience}>
            {t(`promo_audience_${audience}`)}
          </option>
        ))}
      </select>
      {form.audience === 'vip' && (
        <PromoInput {...p} field="vipLevels" label={t('promo_vip_levels')} placeholder="1, 2, 3" />
      )}
      {form.audience === 'new_members' && (
        <PromoInput {...p} field="newMemberDays" label={t('promo_new_member_days')} type="number" />
      )}
      {form.audience === 'downline' && (
        <PromoInput {...p} field="agentAccountId" label={t('promo_agent_account')} inputMode="numeric" />
      )}
    </fieldset>
  );
}

/** When: start, end, once or daily, and whether a claim waits for approval. */
export function PeriodFields(p: TFieldsProps) {
  const { t } = useTranslation('backoffice');
  const { form, set } = p;
  return (
    <fieldset className="bo-promo__group">
      <legend>{t('promo_period')}</legend>
      <PromoInput {...p} field="startsAt" label={t('content_starts')} type="datetime-local" />
      <PromoInput {...p} field="endsAt" label={t('content_ends')} type="datetime-local" />
      <label className="bo-promo__field">
        <span>{t('promo_repeat')}</span>
        <select
          value={form.repeat}
          onChange={(event) => set('repeat', event.target.value as TPromotionForm['repeat'])}
        >
          <option value="once">{t('promo_repeat_once')}</option>
          <option value="daily">{t('promo_repeat_daily')}</option>
        </select>
      </label>
      <PromoCheck {...p} field="requiresApproval" label={t('promo_requires_approval')} />
    </fieldset>
  );
}

export function ConditionFields(p: TFieldsProps) {
  const { t } = useTranslation('backoffice');
  return (
    <fieldset className="bo-promo__group">
      <legend>{t('promo_conditions')}</legend>
      <PromoMoney {...p} field="minDeposit" label={t('promo_min_deposit')} />
      <PromoCheck {...p} field="firstDepositOnly" label={t('promo_first_deposit')} />
      <PromoMoney {...p} field="minTurnover" label={t('promo_min_turnover')} />
      <PromoMoney {...p} field="minLoss" label={t('promo_min_loss')} />
    </fieldset>
  );
}

/** The reward: its formula and amounts, the cap, and the wagering of a bonus. */
export function RewardFields(p: TFieldsProps) {
  const { t } = useTranslation('backoffice');
  const { form, set, id } = p;
  return (
    <fieldset className="bo-promo__group">
      <legend>{t('promo_reward')}</legend>
      <label className="bo-promo__field">
        <span>{t('promo_formula')}</span>
        <select
          value={form.formula}
          onChange={(event) => set('formula', event.target.value as TPromotionForm['formula'])}
        >
          {REWARD_FORMULAS.map((formula) => (
            <option key={formula} value={formula}>
              {t(`promo_formula_${formula}`)}
            </option>
          ))}
        </select>
      </label>
      {(form.formula === 'fixed' || form.formula === 'random') && (
        <PromoMoney
          {...p}
          field="amount"
          label={form.formula === 'random' ? t('promo_max_random') : t('promo_amount')}
        />
      )}
      {form.formula === 'random' && <PromoMoney {...p} field="minAmount" label={t('promo_min_random')} />}
      {(form.formula === 'deposit_percent' || form.formula === 'loss_percent') && (
        <PromoInput {...p} field="percent" label={t('promo_percent')} inputMode="decimal" placeholder="100" />
      )}
      {form.formula === 'prizes' && (
        <label className="bo-promo__field" htmlFor={`${id}-prizes`}>
          <span>{t('promo_prizes')}</span>
          <textarea
            id={`${id}-prizes`}
            rows={4}
            placeholder={'5.00:60\n20.00:30\n100.00:10'}
            value={form.prizes}
            onChange={(event) => set('prizes', event.target.value)}
          />
        </label>
      )}
      <PromoMoney {...p} field="maxAmount" label={t('promo_cap')} />
      <PromoInput {...p} field="wageringMultiple" label={t('promo_wagering')} type="number" />
      <PromoInput {...p} field="bonusDays" label={t('promo_bonus_days')} type="number" />
      <p className="bo-muted">{t('promo_wagering_help')}</p>
    </fieldset>
  );
}
