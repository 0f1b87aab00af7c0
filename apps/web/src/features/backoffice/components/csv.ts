/** Cells a spreadsheet would run as a formula start with one of these: they are quoted as text. */
const FORMULA_START = /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/;

/** One CSV cell (RFC 4180): quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: a header row, then one row per item, CRLF line ends. */
export function toCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves the text as a file in the browser (UTF-8 with a BOM, so spreadsheets read accents). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
