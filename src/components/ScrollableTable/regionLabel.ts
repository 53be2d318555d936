/** What a screen reader hears on reaching a wide table's scrolling box: that it is a table, and its columns. */
export function regionLabel(headers: readonly string[]): string {
  const names = headers.map((header) => header.replace(/\s+/g, ' ').trim()).filter((header) => header !== '');
  if (names.length === 0) return 'Table, scrolls sideways';
  const shown = names.slice(0, 4).join(', ');
  return `Table: ${shown}${names.length > 4 ? ', …' : ''} (scrolls sideways)`;
}
