import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/merchant-context';

export function useAgentT() {
  return useTranslation('agent').t;
}

/** Loading, failure and empty states around a query's content. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { data?: T | undefined; isError: boolean; isPending: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const t = useAgentT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <p role="alert">{t('load_failed')}</p>;
  return <p aria-busy="true">{t('loading')}</p>;
}

export type TColumn<R> = { key: string; label: string; render: (row: R) => ReactNode; numeric?: boolean };

/** A data table that scrolls sideways on phones. */
export function Table<R>({
  rows,
  columns,
  rowKey,
  testId,
}: {
  rows: R[];
  columns: TColumn<R>[];
  rowKey: (r: R) => string;
  testId?: string;
}) {
  const t = useAgentT();
  if (rows.length === 0) return <p className="agent-empty">{t('empty')}</p>;
  return (
    <div className="agent-table-wrap">
      <table className="agent-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'num' : undefined} data-label={c.label}>
                  {c.render(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Pager({
  page,
  onPage,
}: {
  page: { pageNo: number; totalPages: number };
  onPage: (n: number) => void;
}) {
  const t = useAgentT();
  if (page.totalPages <= 1) return null;
  return (
    <div className="agent-pager">
      <Button
        variant="secondary"
        size="sm"
        disabled={page.pageNo <= 1}
        onClick={() => onPage(page.pageNo - 1)}
      >
        {t('prev')}
      </Button>
      <span>{t('page_of', { page: page.pageNo, pages: page.totalPages })}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page.pageNo >= page.totalPages}
        onClick={() => onPage(page.pageNo + 1)}
      >
        {t('next')}
      </Button>
    </div>
  );
}

export function Money({ value, signed }: { value: string; signed?: boolean }) {
  const money = useMoney();
  return (
    <span className={signed && value.startsWith('-') ? 'neg' : undefined}>{money(value, { signed })}</span>
  );
}

export const dateTime = (iso: string | null, locale?: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '—';

/** Start and end date filters (yyyy-MM-dd), the spec's date range. */
export function DateRange({
  value,
  onChange,
}: {
  value: { startDate?: string | undefined; endDate?: string | undefined };
  onChange: (v: { startDate?: string; endDate?: string }) => void;
}) {
  const t = useAgentT();
  return (
    <>
      <label className="agent-filter">
        <span>{t('from')}</span>
        <input
          type="date"
          value={value.startDate ?? ''}
          onChange={(e) => onChange({ ...value, startDate: e.target.value || undefined } as never)}
        />
      </label>
      <label className="agent-filter">
        <span>{t('to')}</span>
        <input
          type="date"
          value={value.endDate ?? ''}
          onChange={(e) => onChange({ ...value, endDate: e.target.value || undefined } as never)}
        />
      </label>
    </>
  );
}
