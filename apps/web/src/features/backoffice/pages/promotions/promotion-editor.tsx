import type { TOpsPromotion } from '@crupier/contract/ops-promotions';
import { PROMOTION_KINDS } from '@crupier/contract/promotions';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { LanguageTabs } from '@/features/backoffice/components/language-tabs';
import {
  AudienceFields,
  ConditionFields,
  PeriodFields,
  PromoInput,
  RewardFields,
  type TSetField,
} from './promotion-fields';
import { emptyPromotionForm, promotionFormOf, promotionInputOf, type TPromotionForm } from './promotion-form';

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
  const set: TSetField = (key, value) => setForm((current) => ({ ...current, [key]: value }));
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

  const fields = { form, set, id };

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
      <PromoInput
        {...fields}
        field="imageUrl"
        label={t('content_image')}
        placeholder="/media/… · https://…"
      />
      <AudienceFields {...fields} />
      <PeriodFields {...fields} />
      <ConditionFields {...fields} />
      <RewardFields {...fields} />
      <PromoInput {...fields} field="sort" label={t('content_order')} type="number" />
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
