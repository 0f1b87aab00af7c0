import type { TOpsPromotion } from '@crupier/contract/ops-promotions';
import { PROMOTION_KINDS, REWARD_FORMULAS } from '@crupier/contract/promotions';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { LanguageTabs } from '@/features/backoffice/components/language-tabs';
import { emptyPromotionForm, promotionFormOf, promotionInputOf, type TPromotionForm } from './promotion-form';

const AUDIENCES = ['all', 'vip', 'new_members', 'downline'] as const;

type TEditorProps = {
  existing: TOpsPromotion | null;
  languages: string[];
  defaultLanguage: string;
  onDone: () => void;
};

/**
 * Writes one promotion: kind, texts per language, audience, period, conditions, the reward formula
 * with its cap, and the wagering of a bonus. Every save carries a reason for the audit log.
 */
export function PromotionEditor({ existing, languages, defaultLanguage, onDone }: TEditorProps) {
  const { t } = useTranslation('backoffice');
  const [form, setForm] = useState<TPromotionForm>(() =>
    existing ? promotionFormOf(existing) : emptyPromotionForm(),
  );
  const [language, setLanguage] = useState(defaultLanguage);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useOpsWrite<TOpsPromotion>();
  const id = useId();
  const set = <K extends keyof TPromotionForm>(key: K, value: TPromotionForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setText = (field: 'titles' | 'bodies', value: string) =>
    setForm((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body = promotionInputOf(form, reason);
    try {
      await write.mutateAsync(
        existing
          ? { path: `/ops/promotions/${existing.id}`, method: 'PUT', body }
          : { path: '/ops/promotions', body },
      );
      onDone();
    } catch (failure) {
      setError(opsErrorText(failure, t));
    }
  }

  const input = (
    key: Exclude<
      keyof TPromotionForm,
      | 'titles'
      | 'bodies'
      | 'requiresApproval'
      | 'firstDepositOnly'
      | 'kind'
      | 'audience'
      | 'repeat'
      | 'formula'
    >,
    label: string,
    extra: { type?: string; placeholder?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ): ReactNode => (
    <label className="bo-promo__field" htmlFor={`${id}-${key}`}>
      <span>{label}</span>
      <input
        id={`${id}-${key}`}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        placeholder={extra.placeholder}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </label>
  );
  const money = (
    key: 'minDeposit' | 'minTurnover' | 'minLoss' | 'amount' | 'minAmount' | 'maxAmount',
    label: string,
  ) => input(key, label, { inputMode: 'decimal', placeholder: '0.00' });

  const check = (key: 'requiresApproval' | 'firstDepositOnly', label: string): ReactNode => (
    <label className="bo-editor__check">
      <input type="checkbox" checked={form[key]} onChange={(event) => set(key, event.target.checked)} />
      {label}
    </label>
  );

  return (
    <form className="bo-card bo-form bo-promo" onSubmit={save} data-testid="promotion-editor">
      <h2>{existing ? t('promo_edit') : t('promo_new')}</h2>
      <label className="bo-promo__field" htmlFor={`${id}-kind`}>
        <span>{t('promo_kind')}</span>
        <select
          id={`${id}-kind`}
          value={form.kind}
          disabled={existing !== null}
          onChange={(event) => setForm(emptyPromotionForm(event.target.value as TPromotionForm['kind']))}
        >
          {PROMOTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`promo_kind_${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <LanguageTabs
        languages={languages}
        defaultLanguage={defaultLanguage}
        selected={language}
        onSelect={setLanguage}
        titles={form.titles}
      />
      <label className="bo-promo__field" htmlFor={`${id}-title`}>
        <span>
          {t('content_title_field')} ({language.toUpperCase()})
        </span>
        <input
          id={`${id}-title`}
          value={form.titles[language] ?? ''}
          required={language === defaultLanguage}
          maxLength={200}
          onChange={(event) => setText('titles', event.target.value)}
        />
      </label>
      <label className="bo-promo__field" htmlFor={`${id}-body`}>
        <span>
          {t('promo_rules_text')} ({language.toUpperCase()})
        </span>
        <textarea
          id={`${id}-body`}
          rows={4}
          maxLength={20_000}
          value={form.bodies[language] ?? ''}
          onChange={(event) => setText('bodies', event.target.value)}
        />
      </label>
      {input('imageUrl', t('content_image'), { placeholder: '/media/… · https://…' })}
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
        {form.audience === 'vip' && input('vipLevels', t('promo_vip_levels'), { placeholder: '1, 2, 3' })}
        {form.audience === 'new_members' &&
          input('newMemberDays', t('promo_new_member_days'), { type: 'number' })}
        {form.audience === 'downline' &&
          input('agentAccountId', t('promo_agent_account'), { inputMode: 'numeric' })}
      </fieldset>
      <fieldset className="bo-promo__group">
        <legend>{t('promo_period')}</legend>
        {input('startsAt', t('content_starts'), { type: 'datetime-local' })}
        {input('endsAt', t('content_ends'), { type: 'datetime-local' })}
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
        {check('requiresApproval', t('promo_requires_approval'))}
      </fieldset>
      <fieldset className="bo-promo__group">
        <legend>{t('promo_conditions')}</legend>
        {money('minDeposit', t('promo_min_deposit'))}
        {check('firstDepositOnly', t('promo_first_deposit'))}
        {money('minTurnover', t('promo_min_turnover'))}
        {money('minLoss', t('promo_min_loss'))}
      </fieldset>
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
        {(form.formula === 'fixed' || form.formula === 'random') &&
          money('amount', form.formula === 'random' ? t('promo_max_random') : t('promo_amount'))}
        {form.formula === 'random' && money('minAmount', t('promo_min_random'))}
        {(form.formula === 'deposit_percent' || form.formula === 'loss_percent') &&
          input('percent', t('promo_percent'), { inputMode: 'decimal', placeholder: '100' })}
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
        {money('maxAmount', t('promo_cap'))}
        {input('wageringMultiple', t('promo_wagering'), { type: 'number' })}
        {input('bonusDays', t('promo_bonus_days'), { type: 'number' })}
        <p className="bo-muted">{t('promo_wagering_help')}</p>
      </fieldset>
      {input('sort', t('content_order'), { type: 'number' })}
      <label className="bo-promo__field" htmlFor={`${id}-reason`}>
        <span>{t('promo_reason')}</span>
        <input
          id={`${id}-reason`}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      <div className="bo-form__actions">
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={write.isPending || reason.trim() === ''}>
          {t('content_save')}
        </Button>
      </div>
    </form>
  );
}
