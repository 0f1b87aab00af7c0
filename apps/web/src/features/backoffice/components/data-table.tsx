import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuery } from '@/api/client';
import { Button } from '@/components/ui/button';
import { opsFetch } from '@/features/backoffice/api/ops-client';
import { useOps } from '@/features/backoffice/api/use-ops';
import { downloadCsv, toCsv } from './csv';
import { opsErrorText } from './error-text';
import { TableNoteRow } from './table-note-row';

/** A page of an `/ops` list, as the contract's `ZPage` answers it. */
export type TOpsPage<T> = { list: T[]; pageNo: number; pageSize: number; totalPages: number; total: number };

export type TColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The cell in the CSV export; without it, the cell itself when it is text or a number, else empty. */
  csv?: (row: T) => string;
};

type TDataTableProps<T> = {
  /** The paged `/ops` list route. */
  path: string;
  /** Its filters (undefined values are left out); a change goes back to page 1. */
  query?: TQuery;
  columns: readonly TColumn<T>[];
  rowId: (row: T) => string;
  /** The filter fields, shown above the table. */
  filters?: ReactNode;
  /** The CSV file's name; without it there is no export button. */
  csvName?: string;
  pageSize?: number;
  /** Rows get a checkbox; `actions` gets the checked rows (bulk actions) and a way to clear them. */
  actions?: (selected: T[], clear: () => void) => ReactNode;
  /** Row details under a row (for example a before/after view), shown when it returns something. */
  expanded?: (row: T) => ReactNode;
  testId?: string;
};

/** The most rows a CSV export fetches (100 pages of 100). */
const CSV_MAX_PAGES = 100;
const CSV_PAGE_SIZE = 100;

function csvValue<T>(column: TColumn<T>, row: T): string {
  if (column.csv) return column.csv(row);
  const value = column.cell(row);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * A server-paged table of an `/ops` list (@tanstack/react-table): filters slot, paging, optional row
 * selection for bulk actions, and a CSV export of the current filter across all its pages.
 */
export function DataTable<T>({
  path,
  query = {},
  columns,
  rowId,
  filters,
  csvName,
  pageSize = 20,
  actions,
  expanded,
  testId,
}: TDataTableProps<T>) {
  const { t } = useTranslation('backoffice');
  const [pageNo, setPageNo] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const filterKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter goes back to page 1
  useEffect(() => {
    setPageNo(1);
    setSelection({});
  }, [filterKey]);

  const result = useOps<TOpsPage<T>>(path, { ...query, pageNo, pageSize });
  const page = result.data;
  const definitions = useMemo<ColumnDef<T>[]>(() => {
    const list: ColumnDef<T>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: ({ row }) => column.cell(row.original),
    }));
    if (!actions) return list;
    return [
      {
        id: '_select',
        header: ({ table }) => (
          <input
            type="checkbox"
            aria-label={t('table_select_all')}
            checked={table.getIsAllRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={t('table_select_row')}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      },
      ...list,
    ];
  }, [columns, actions, t]);

  const table = useReactTable({
    data: page?.list ?? [],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    manualPagination: true,
    pageCount: page?.totalPages ?? -1,
    enableRowSelection: Boolean(actions),
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });

  async function exportCsv() {
    if (!csvName) return;
    setExporting(true);
    setExportError(null);
    try {
      const rows: T[] = [];
      for (let next = 1; next <= CSV_MAX_PAGES; next++) {
        const part = await opsFetch<TOpsPage<T>>(path, {
          query: { ...query, pageNo: next, pageSize: CSV_PAGE_SIZE },
        });
        rows.push(...part.list);
        if (next >= part.totalPages) break;
      }
      const text = toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => csvValue(column, row))),
      );
      downloadCsv(csvName, text);
    } catch (error) {
      setExportError(opsErrorText(error, t));
    } finally {
      setExporting(false);
    }
  }

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const columnCount = definitions.length;
  return (
    <div className="bo-table" data-testid={testId}>
      {(filters || csvName) && (
        <div className="bo-table__bar">
          {filters && <div className="bo-table__filters">{filters}</div>}
          {csvName && (
            <Button variant="secondary" size="sm" onClick={exportCsv} disabled={exporting}>
              {exporting ? t('table_exporting') : t('table_export_csv')}
            </Button>
          )}
        </div>
      )}
      {exportError && (
        <p className="bo-error" role="alert">
          {exportError}
        </p>
      )}
      {actions && selected.length > 0 && (
        <div className="bo-table__bulk">
          <span>{t('table_selected', { count: selected.length })}</span>
          {actions(selected, () => setSelection({}))}
        </div>
      )}
      <div className="bo-table__scroll">
        <table>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => {
              const details = expanded?.(row.original);
              return (
                <RowWithDetails key={row.id} details={details} columnCount={columnCount}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-column={cell.column.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </RowWithDetails>
              );
            })}
            {page && page.list.length === 0 && (
              <TableNoteRow colSpan={columnCount}>{t('table_empty')}</TableNoteRow>
            )}
            {result.isPending && <TableNoteRow colSpan={columnCount}>{t('loading')}</TableNoteRow>}
            {result.isError && (
              <tr>
                <td colSpan={columnCount} className="bo-error" role="alert">
                  {opsErrorText(result.error, t)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {page && page.totalPages > 1 && (
        <nav className="bo-table__pager" aria-label={t('table_pages')}>
          <Button variant="ghost" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            {t('table_previous')}
          </Button>
          <span>{t('table_page_of', { page: pageNo, pages: page.totalPages, total: page.total })}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={pageNo >= page.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('table_next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

function RowWithDetails({
  children,
  details,
  columnCount,
}: {
  children: ReactNode;
  details: ReactNode;
  columnCount: number;
}) {
  return (
    <>
      <tr>{children}</tr>
      {details ? (
        <tr className="bo-table__details">
          <td colSpan={columnCount}>{details}</td>
        </tr>
      ) : null}
    </>
  );
}
