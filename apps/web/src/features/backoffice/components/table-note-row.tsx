import type { ReactNode } from 'react';

/** A table row across all columns that says why there are no rows (empty, loading). */
export function TableNoteRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="bo-table__empty">
        {children}
      </td>
    </tr>
  );
}
