/** Lower case without accents, for searching names "ignoring case and accents". */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
