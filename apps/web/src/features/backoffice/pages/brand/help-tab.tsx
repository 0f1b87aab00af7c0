import { HELP_DEVICES, type TOpsHelpArticle } from '@crupier/contract/ops-brand';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SafeHtml } from '@/components/ui/safe-html';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { OpsErrorAlert } from '@/features/backoffice/components/ops-error-alert';

type TDevice = (typeof HELP_DEVICES)[number];
type TArticleForm = { slug: string; title: string; content: string; sort: string };

const emptyArticle: TArticleForm = { slug: '', title: '', content: '', sort: '0' };

/** Writes one help article in the language and device of the list (its HTML previewed sanitised). */
function HelpEditor({
  target,
  lang,
  device,
  onDone,
}: {
  target: TOpsHelpArticle | null;
  lang: string;
  device: TDevice;
  onDone: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const [form, setForm] = useState<TArticleForm>(
    target ? { ...target, sort: String(target.sort) } : emptyArticle,
  );
  const [error, setError] = useState<string | null>(null);
  const write = useOpsWrite<TOpsHelpArticle>();
  const set = (key: keyof TArticleForm, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await write.mutateAsync({
        path: target ? `/ops/content/help/${target.id}` : '/ops/content/help',
        method: target ? 'PUT' : 'POST',
        body: {
          lang,
          device,
          slug: form.slug.trim(),
          title: form.title,
          content: form.content,
          sort: Number(form.sort) || 0,
        },
      });
      onDone();
    } catch (failure) {
      setError(opsErrorText(failure, t));
    }
  }

  const field = (key: 'slug' | 'title', label: string, max: number) => (
    <>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={form[key]}
        maxLength={max}
        required
        onChange={(event) => set(key, event.target.value)}
      />
    </>
  );

  return (
    <form className="bo-card bo-form" onSubmit={save} data-testid="help-editor">
      <h2>
        {target ? t('help_edit') : t('help_new')} · {lang.toUpperCase()} · {device}
      </h2>
      {field('slug', t('help_slug'), 64)}
      {field('title', t('help_title'), 200)}
      <label htmlFor={`${id}-content`}>{t('help_content')}</label>
      <textarea
        id={`${id}-content`}
        rows={8}
        value={form.content}
        required
        onChange={(event) => set('content', event.target.value)}
      />
      <p className="bo-muted">{t('help_preview')}</p>
      <SafeHtml className="bo-brand__preview" html={form.content} />
      <label htmlFor={`${id}-sort`}>{t('help_order')}</label>
      <input
        id={`${id}-sort`}
        type="number"
        min={0}
        max={9999}
        value={form.sort}
        onChange={(event) => set('sort', event.target.value)}
      />
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
          {t('brand_save')}
        </Button>
      </div>
    </form>
  );
}

/** The help-centre articles of one language and device: list, write, edit and delete. */
export function HelpTab({ languages, defaultLanguage }: { languages: string[]; defaultLanguage: string }) {
  const { t } = useTranslation('backoffice');
  const [lang, setLang] = useState(defaultLanguage);
  const [device, setDevice] = useState<TDevice>('WEB');
  const [editing, setEditing] = useState<TOpsHelpArticle | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const articles = useOps<TOpsHelpArticle[]>('/ops/content/help', { lang, device });
  const write = useOpsWrite();

  async function remove(article: TOpsHelpArticle) {
    if (!window.confirm(t('help_delete_confirm'))) return;
    setError(null);
    try {
      await write.mutateAsync({ path: `/ops/content/help/${article.id}`, method: 'DELETE' });
    } catch (failure) {
      setError(opsErrorText(failure, t));
    }
  }

  return (
    <div className="bo-form" data-testid="brand-help">
      <div className="bo-brand__row">
        <label className="bo-filter">
          <span>{t('help_language')}</span>
          <select value={lang} onChange={(event) => setLang(event.target.value)}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="bo-filter">
          <span>{t('help_device')}</span>
          <select value={device} onChange={(event) => setDevice(event.target.value as TDevice)}>
            {HELP_DEVICES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <OpsErrorAlert of={articles} />
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {editing ? (
        <HelpEditor
          key={editing === 'new' ? `new-${lang}-${device}` : editing.id}
          target={editing === 'new' ? null : editing}
          lang={lang}
          device={device}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing('new')}>{t('help_new')}</Button>
        </div>
      )}
      {articles.data?.length === 0 && <p className="bo-muted">{t('help_empty')}</p>}
      <ul className="bo-brand__articles">
        {articles.data?.map((article) => (
          <li key={article.id} className="bo-brand__row">
            <span className="bo-brand__grow">
              {article.sort} · <strong>{article.title}</strong> <code>{article.slug}</code>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setEditing(article)}>
              {t('help_edit')}
            </Button>
            <Button variant="ghost" size="sm" disabled={write.isPending} onClick={() => remove(article)}>
              {t('help_delete')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
