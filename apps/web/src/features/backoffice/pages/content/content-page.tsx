import {
  OPS_ANNOUNCEMENT_TYPES,
  type OpsAnnouncementType,
  type TOpsAnnouncement,
} from '@crupier/contract/ops-content';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOps, useOpsWrite } from '@/features/backoffice/api/use-ops';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { Tabs } from '@/features/backoffice/components/tabs';
import { AnnouncementEditor } from './announcement-editor';
import './content.css';

type TLanguages = { defaultLanguage: string; languages: string[] };
type TEditing = TOpsAnnouncement | { type: OpsAnnouncementType } | null;

/**
 * The merchant's banners, notices, popups and promotion entries: a list per type in the chosen
 * language (entries without that translation are marked), the editor, publish and unpublish, delete.
 * A published change shows on the player site at its next call.
 */
export function ContentPage() {
  const { t, i18n } = useTranslation('backoffice');
  const languages = useOps<TLanguages>('/ops/content/languages');
  const [type, setType] = useState<OpsAnnouncementType>('B');
  const [language, setLanguage] = useState<string | null>(null);
  const [published, setPublished] = useState<'' | 'true' | 'false'>('');
  const [editing, setEditing] = useState<TEditing>(null);
  const [error, setError] = useState<string | null>(null);
  const write = useOpsWrite<TOpsAnnouncement>();
  const shown = language ?? languages.data?.defaultLanguage ?? 'es';

  const columns = useMemo<TColumn<TOpsAnnouncement>[]>(() => {
    const run = async (path: string, method: 'POST' | 'DELETE' = 'POST') => {
      setError(null);
      try {
        await write.mutateAsync({ path, method, ...(method === 'POST' ? { body: {} } : {}) });
      } catch (failure) {
        setError(opsErrorText(failure, t));
      }
    };
    return [
      {
        id: 'title',
        header: t('content_title_field'),
        cell: (row) =>
          row.titles[shown] ?? (
            <span className="bo-muted">{`${t('content_missing')} · ${Object.values(row.titles)[0] ?? ''}`}</span>
          ),
        csv: (row) => row.titles[shown] ?? '',
      },
      ...(type === 'PU'
        ? [
            {
              id: 'audience',
              header: t('content_audience'),
              cell: (row: TOpsAnnouncement) => t(`content_audience_${row.execution as 'A' | 'B' | 'F'}`),
            },
          ]
        : []),
      ...(type === 'B'
        ? [
            {
              id: 'slot',
              header: t('content_slot'),
              cell: (row: TOpsAnnouncement) =>
                row.groupName === 'w_forget' ? t('content_slot_forget') : t('content_slot_home'),
            },
          ]
        : []),
      { id: 'sort', header: t('content_order'), cell: (row) => row.sort },
      {
        id: 'status',
        header: t('content_status'),
        cell: (row) => (row.published ? t('content_published') : t('content_draft')),
      },
      {
        id: 'updated',
        header: t('content_updated'),
        cell: (row) => formatInstant(row.updatedAt, i18n.language),
        csv: (row) => row.updatedAt,
      },
      {
        id: 'actions',
        header: '',
        cell: (row) => (
          <div className="bo-row-actions">
            <Button variant="ghost" size="sm" onClick={() => setEditing(row)}>
              {t('content_edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={write.isPending}
              onClick={() =>
                run(`/ops/content/announcements/${row.id}/${row.published ? 'unpublish' : 'publish'}`)
              }
            >
              {row.published ? t('content_unpublish') : t('content_publish')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={write.isPending}
              onClick={() => {
                if (window.confirm(t('content_delete_confirm')))
                  run(`/ops/content/announcements/${row.id}`, 'DELETE');
              }}
            >
              {t('content_delete')}
            </Button>
          </div>
        ),
        csv: () => '',
      },
    ];
  }, [t, i18n.language, shown, type, write]);

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
