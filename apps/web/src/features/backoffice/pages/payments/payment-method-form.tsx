import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type TMethodDraft = {
  code: string;
  name: string;
  minAmount: string;
  maxAmount: string;
  active: boolean;
  sort: string;
  /** Bank details as key/value rows, in the order shown to players. */
  details: [string, string][];
};

type TMethodFormProps = {
  title: string;
  kindLabel: string;
  initial: TMethodDraft;
  withCode?: boolean;
  onSave: (draft: TMethodDraft) => void;
  onRotate?: (() => void) | undefined;
  onCancel?: () => void;
};

/** One deposit method's settings; saving hands the draft up (the page asks for the reason). */
export function MethodForm({
  title,
  kindLabel,
  initial,
  withCode,
  onSave,
  onRotate,
  onCancel,
}: TMethodFormProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<TMethodDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setDetail = (index: number, entry: [string, string]) =>
    set({ details: draft.details.map((row, i) => (i === index ? entry : row)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
  }

  return (
    <form
      className="bo-card bo-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      data-testid="payment-method"
    >
      <h2 id={`${id}-title`}>
        {title} <span className="bo-badge">{kindLabel}</span>
      </h2>
      <div className="bo-form__grid">
        {withCode && (
          <label>
            <span>{t('methods_code')}</span>
            <input
              value={draft.code}
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
              required
            />
          </label>
        )}
        <label>
          <span>{t('methods_name')}</span>
          <input value={draft.name} onChange={(e) => set({ name: e.target.value })} maxLength={80} required />
        </label>
        <label>
          <span>{t('methods_min')}</span>
          <input
            inputMode="decimal"
            value={draft.minAmount}
            onChange={(e) => set({ minAmount: e.target.value })}
          />
        </label>
        <label>
          <span>{t('methods_max')}</span>
          <input
            inputMode="decimal"
            value={draft.maxAmount}
            onChange={(e) => set({ maxAmount: e.target.value })}
          />
        </label>
        <label>
          <span>{t('games_order')}</span>
          <input inputMode="numeric" value={draft.sort} onChange={(e) => set({ sort: e.target.value })} />
        </label>
        <label className="bo-check">
          <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
          <span>{t('methods_active')}</span>
        </label>
      </div>
      <fieldset className="bo-form__grid">
        <legend>{t('methods_details')}</legend>
        <p className="bo-muted" data-testid="methods-details-hint">
          {t('methods_details_hint')}
        </p>
        {draft.details.map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a key may be renamed
          <div key={index} className="bo-row-actions">
            <input
              aria-label={t('methods_detail_key')}
              value={key}
              onChange={(e) => setDetail(index, [e.target.value, value])}
            />
            <input
              aria-label={t('methods_detail_value')}
              value={value}
              onChange={(e) => setDetail(index, [key, e.target.value])}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set({ details: draft.details.filter((_, i) => i !== index) })}
            >
              {t('methods_detail_remove')}
            </Button>
          </div>
        ))}
        <Button variant="ghost" size="sm" onClick={() => set({ details: [...draft.details, ['', '']] })}>
          {t('methods_detail_add')}
        </Button>
      </fieldset>
      <div className="bo-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
        {onRotate && (
          <Button variant="ghost" onClick={onRotate}>
            {t('games_rotate')}
          </Button>
        )}
        <Button type="submit">{t('games_save')}</Button>
      </div>
    </form>
  );
}
