/** Prints a titled, column-aligned table to stdout. Numbers are right-aligned. */
export function printTable(title: string, headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((row) => row.map((cell) => formatCell(cell)));
  const widths = headers.map((header, column) => Math.max(header.length, ...cells.map((row) => (row[column] ?? '').length)));
  const isNumeric = headers.map((_, column) => rows.every((row) => typeof row[column] === 'number'));
  const line = (values: string[]) =>
    values
      .map((value, column) => (isNumeric[column] ? value.padStart(widths[column]!) : value.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n== ${title}`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
}

function formatCell(cell: string | number): string {
  if (typeof cell === 'string') return cell;
  if (!Number.isFinite(cell)) return '-';
  if (Number.isInteger(cell)) return cell.toLocaleString('en-US');
  const digits = Math.abs(cell) >= 100 ? 0 : Math.abs(cell) >= 10 ? 1 : 2;
  return cell.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
