import type { TAuditItem } from '@crupier/contract/backoffice';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type TColumn } from '@/features/backoffice/components/data-table';
import { FilterField } from '@/features/backoffice/components/filter-field';
import { formatInstant } from '@/features/backoffice/components/format-instant';
import { auditDiff, dayStart, showValue } from './audit-diff';

type TFilters = { action: string; staff: string; from: string; to: string };
const NO_FILTERS: TFilters = { action: '', staff: '', from: '', to: '' };

/** The audit log of staff writes: filters, paging, a before/after view per entry and CSV export. */
export function AuditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const query = {
    action: filters.action.trim() || undefined,
    staff: filters.staff.trim() || undefined,
    from: dayStart(filters.from),
    // `to` is exclusive: the whole chosen day is included.
    to: dayStart(filters.to, 1),
  };

  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const columns = useMemo<TColumn<TAuditItem>[]>(
    () => [
      {
        id: 'at',
        header: t('audit_at'),
        cell: (row) => formatInstant(row.at, i18n.language),
        csv: (row) => row.at,
      },
      { id: 'staff', header: t('audit_staff'), cell: (row) => row.staff ?? '' },
      { id: 'action', header: t('audit_action'), cell: (row) => row.action },
      {
        id: 'target',
        header: t('audit_target'),
        cell: (row) => <span className="bo-id">{row.target ?? ''}</span>,
        csv: (row) => row.target ?? '',
      },
      { id: 'reason', header: t('audit_reason'), cell: (row) => row.reason ?? '' },
      {
        id: 'details',
        header: t('audit_details'),
        cell: (row) => (
          <Button variant="ghost" size="sm" aria-expanded={open.has(row.id)} onClick={() => toggle(row.id)}>
            {open.has(row.id) ? t('audit_hide') : t('audit_show')}
          </Button>
        ),
        csv: (row) => JSON.stringify({ before: row.before ?? null, after: row.after ?? null }),
      },
    ],
    [t, i18n.language, open, toggle],
  );

  const field = (name: keyof TFilters, type: 'text' | 'date') => (
    <FilterField
      name={name}
      label={t(`audit_${name}`)}
      type={type}
      value={filters[name]}
      onChange={(value) => setFilters({ ...filters, [name]: value })}
    />
  );

  return (
    <section className="bo-page" aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title">{t('audit_title')}</h1>
      <DataTable
        path="/ops/audit"
        query={query}
        columns={columns}
        rowId={(row) => row.id}
        csvName="audit"
        testId="audit-table"
        filters={
          <>
            {field('action', 'text')}
            {field('staff', 'text')}
            {field('from', 'date')}
            {field('to', 'date')}
          </>
        }
        expanded={(row) => (open.has(row.id) ? <AuditChanges item={row} /> : null)}
      />
    </section>
  );
}

function AuditChanges({ item }: { item: TAuditItem }) {
  const { t } = useTranslation('backoffice');
  const lines = auditDiff(item.before, item.after);
  if (lines.length === 0) return <p className="bo-muted">{t('audit_no_changes')}</p>;
  return (
    <table className="bo-diff">
      <thead>
        <tr>
          <th scope="col">{t('audit_field')}</th>
          <th scope="col">{t('audit_before')}</th>
          <th scope="col">{t('audit_after')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={line.changed ? 'bo-diff--changed' : undefined}>
            <th scope="row">{line.key || showValue('—')}</th>
            <td>{line.before}</td>
            <td>{line.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
