import {
  OPS_ANNOUNCEMENT_TYPES,
  type OpsAnnouncementType,
  type TOpsAnnouncement,
} from '@crupier/contract/ops-content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOps } from '@/features/backoffice/api/use-ops';
import { DataTable } from '@/features/backoffice/components/data-table';
import { Tabs } from '@/features/backoffice/components/tabs';
import { AnnouncementEditor } from './announcement-editor';
import { useContentColumns } from './content-columns';
import './content.css';

type TLanguages = { defaultLanguage: string; languages: string[] };
type TEditing = TOpsAnnouncement | { type: OpsAnnouncementType } | null;

/**
 * The merchant's banners, notices, popups and promotion entries: a list per type in the chosen
 * language (entries without that translation are marked), the editor, publish and unpublish, delete.
 * A published change shows on the player site at its next call.
 */
export function ContentPage() {
  const { t } = useTranslation('backoffice');
  const languages = useOps<TLanguages>('/ops/content/languages');
  const [type, setType] = useState<OpsAnnouncementType>('B');
  const [language, setLanguage] = useState<string | null>(null);
  const [published, setPublished] = useState<'' | 'true' | 'false'>('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = language ?? languages.data?.defaultLanguage ?? 'es';

  const columns = useContentColumns({ shown, type, onEdit: setEditing, onError: setError });

  return (
    <section className="bo-page" aria-labelledby="bo-content-title">
      <h1 id="bo-content-title">{t('content_page_title')}</h1>
      <Tabs
        items={OPS_ANNOUNCEMENT_TYPES}
        selected={type}
        onSelect={(code) => {
          setType(code);
          setEditing(null);
        }}
        label={(code) => t(`content_type_${code}`)}
        ariaLabel={t('content_type')}
      />
      {error && (
        <p className="bo-error" role="alert">
          {error}
        </p>
      )}
      {editing && languages.data ? (
        <AnnouncementEditor
          key={'id' in editing ? editing.id : `new-${editing.type}`}
          target={editing}
          languages={languages.data.languages}
          defaultLanguage={languages.data.defaultLanguage}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setEditing({ type })} disabled={!languages.data}>
            {t('content_new')}
          </Button>
        </div>
      )}
      <DataTable
        path="/ops/content/announcements"
        query={{ type, published: published || undefined }}
        columns={columns}
        rowId={(row) => row.id}
        csvName={`announcements-${type}.csv`}
        testId="content-table"
        filters={
          <>
            <label className="bo-filter">
              <span>{t('content_language')}</span>
              <select value={shown} onChange={(event) => setLanguage(event.target.value)}>
                {(languages.data?.languages ?? [shown]).map((code) => (
                  <option key={code} value={code}>
                    {code.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
            <label className="bo-filter">
              <span>{t('content_status')}</span>
              <select
                value={published}
                onChange={(event) => setPublished(event.target.value as '' | 'true' | 'false')}
              >
                <option value="">{t('content_all')}</option>
                <option value="true">{t('content_published')}</option>
                <option value="false">{t('content_draft')}</option>
              </select>
            </label>
          </>
        }
      />
    </section>
  );
}
