/**
 * CSV text for spreadsheets (RFC 4180, CRLF lines). A cell that a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return that hides one) is prefixed
 * with an apostrophe, so a member's typed name or address can never run in the club
 * treasurer's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(rows: (string | number | null)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
