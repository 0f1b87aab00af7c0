import type { TOpsAnnouncement } from '@crupier/contract/ops-content';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SafeHtml } from '@/components/ui/safe-html';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { LanguageTabs } from '@/features/backoffice/components/language-tabs';
import { emptyForm, formOf, inputOf, type TAnnouncementForm } from './announcement-form';

type TEditorProps = {
  /** The entry to edit, or the type of a new one. */
  target: TOpsAnnouncement | { type: TOpsAnnouncement['type'] };
  languages: string[];
  defaultLanguage: string;
  onDone: () => void;
};

/**
 * Writes one announcement: a title (and for notices, popups and promotions an HTML body, shown here
 * sanitised as the site shows it) per language, the image, the link or promotion, the popup's
 * audience, the order, the period and whether it is published.
 */
export function AnnouncementEditor({ target, languages, defaultLanguage, onDone }: TEditorProps) {
  const { t } = useTranslation('backoffice');
  const existing = 'id' in target ? target : null;
  const [form, setForm] = useState<TAnnouncementForm>(() =>
    existing ? formOf(existing) : emptyForm(target.type),
  );
  const [language, setLanguage] = useState(defaultLanguage);
  const [error, setError] = useState<string | null>(null);
  const write = useOpsWrite<TOpsAnnouncement>();
  const id = useId();
  const set = <K extends keyof TAnnouncementForm>(key: K, value: TAnnouncementForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const setText = (field: 'titles' | 'contents', value: string) =>
    setForm((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
  const hasBody = form.type !== 'B';

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await write.mutateAsync(
        existing
          ? { path: `/ops/content/announcements/${existing.id}`, method: 'PUT', body: inputOf(form) }
          : { path: '/ops/content/announcements', body: inputOf(form) },
      );
      onDone();
    } catch (failure) {
      setError(opsErrorText(failure, t));
    }
  }

  const field = (key: 'imageUrl' | 'linkUrl' | 'promotionType', label: string, placeholder: string) => (
    <>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={form[key]}
        placeholder={placeholder}
        onChange={(event) => set(key, event.target.value)}
      />
    </>
  );

  return (
    <form className="bo-card bo-form bo-editor" onSubmit={save} data-testid="announcement-editor">
      <h2>
        {existing ? t('content_edit') : t('content_new')} · {t(`content_type_${form.type}`)}
      </h2>
      <LanguageTabs
        className="bo-editor__languages"
        languages={languages}
        defaultLanguage={defaultLanguage}
        selected={language}
        onSelect={setLanguage}
        titles={form.titles}
      />
      <label htmlFor={`${id}-title`}>
        {t('content_title_field')} ({language.toUpperCase()})
      </label>
      <input
        id={`${id}-title`}
        value={form.titles[language] ?? ''}
        required={language === defaultLanguage}
        maxLength={200}
        onChange={(event) => setText('titles', event.target.value)}
      />
      {hasBody && (
        <>
          <label htmlFor={`${id}-body`}>
            {t('content_body')} ({language.toUpperCase()})
          </label>
          <textarea
            id={`${id}-body`}
            rows={6}
            value={form.contents[language] ?? ''}
            maxLength={20_000}
            onChange={(event) => setText('contents', event.target.value)}
          />
          <p className="bo-muted">{t('content_preview')}</p>
          <SafeHtml className="bo-editor__preview" html={form.contents[language] ?? ''} />
        </>
      )}
      {form.type === 'B' && (
        <>
          <label htmlFor={`${id}-group`}>{t('content_slot')}</label>
          <select
            id={`${id}-group`}
            value={form.groupName}
            onChange={(event) => set('groupName', event.target.value as TAnnouncementForm['groupName'])}
          >
            <option value="w_home">{t('content_slot_home')}</option>
            <option value="w_forget">{t('content_slot_forget')}</option>
          </select>
        </>
      )}
      {field('imageUrl', t('content_image'), '/media/banners/… · https://…')}
      {form.type === 'B' && form.imageUrl && (
        <img className="bo-editor__image" src={form.imageUrl} alt={form.titles[language] ?? ''} />
      )}
      {field('linkUrl', t('content_link'), '/promotions')}
      {form.type !== 'B' && field('promotionType', t('content_promotion'), 'WELCOME')}
      {form.type === 'PU' && (
        <>
          <label htmlFor={`${id}-audience`}>{t('content_audience')}</label>
          <select
            id={`${id}-audience`}
            value={form.execution}
            onChange={(event) => set('execution', event.target.value as TAnnouncementForm['execution'])}
          >
            {(['A', 'B', 'F'] as const).map((audience) => (
              <option key={audience} value={audience}>
                {t(`content_audience_${audience}`)}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${id}-sort`}>{t('content_order')}</label>
      <input
        id={`${id}-sort`}
        type="number"
        min={0}
        max={9999}
        value={form.sort}
        onChange={(event) => set('sort', event.target.value)}
      />
      <div className="bo-editor__period">
        <label>
          {t('content_starts')}
          <input
            type="datetime-local"
            value={form.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
        </label>
        <label>
          {t('content_ends')}
          <input
            type="datetime-local"
            value={form.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
          />
        </label>
      </div>
      <label className="bo-editor__check">
        <input
          type="checkbox"
          checked={form.published}
          onChange={(event) => set('published', event.target.checked)}
        />
        {t('content_published_field')}
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
        <Button type="submit" disabled={write.isPending}>
          {t('content_save')}
        </Button>
      </div>
    </form>
  );
}
