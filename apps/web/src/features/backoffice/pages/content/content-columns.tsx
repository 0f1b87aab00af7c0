import type { OpsAnnouncementType, TOpsAnnouncement } from '@crupier/contract/ops-content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOpsWrite } from '@/features/backoffice/api/use-ops';
import type { TColumn } from '@/features/backoffice/components/data-table';
import { opsErrorText } from '@/features/backoffice/components/error-text';
import { formatInstant } from '@/features/backoffice/components/format-instant';

/** Edit, publish or unpublish, and delete (after a confirmation) one entry. */
function RowActions({
  row,
  onEdit,
  run,
  isPending,
}: {
  row: TOpsAnnouncement;
  onEdit: (row: TOpsAnnouncement) => void;
  run: (path: string, method?: 'POST' | 'DELETE') => Promise<void>;
  isPending: boolean;
}) {
  const { t } = useTranslation('backoffice');
  return (
    <div className="bo-row-actions">
      <Button variant="ghost" size="sm" onClick={() => onEdit(row)}>
        {t('content_edit')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={isPending}
        onClick={() => run(`/ops/content/announcements/${row.id}/${row.published ? 'unpublish' : 'publish'}`)}
      >
        {row.published ? t('content_unpublish') : t('content_publish')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={isPending}
        onClick={() => {
          if (window.confirm(t('content_delete_confirm')))
            run(`/ops/content/announcements/${row.id}`, 'DELETE');
        }}
      >
        {t('content_delete')}
      </Button>
    </div>
  );
}

/**
 * The columns of a type's list: the title in the shown language (marked when missing), the popup's
 * audience or the banner's slot, order, status, last change and the row's actions.
 */
export function useContentColumns({
  shown,
  type,
  onEdit,
  onError,
}: {
  shown: string;
  type: OpsAnnouncementType;
  onEdit: (row: TOpsAnnouncement) => void;
  onError: (error: string | null) => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const write = useOpsWrite<TOpsAnnouncement>();
  return useMemo<TColumn<TOpsAnnouncement>[]>(() => {
    const run = async (path: string, method: 'POST' | 'DELETE' = 'POST') => {
      onError(null);
      try {
        await write.mutateAsync({ path, method, ...(method === 'POST' ? { body: {} } : {}) });
      } catch (failure) {
        onError(opsErrorText(failure, t));
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
        cell: (row) => <RowActions row={row} onEdit={onEdit} run={run} isPending={write.isPending} />,
        csv: () => '',
      },
    ];
  }, [t, i18n.language, shown, type, write, onEdit, onError]);
}
