/**
 * CSV as RFC 4180 writes it: a field is quoted when it holds a comma, a double quote or a line
 * break (quotes inside doubled), and every record ends with CRLF. Free text (names, emails) goes
 * through `csvText` first, which keeps a spreadsheet from running it as a formula.
 */

/** One field, quoted only when it must be. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text from people (product names, emails, staff names): a leading =, +, -, @, tab or carriage
 * return makes spreadsheets read a formula, so such text starts with an apostrophe instead.
 */
export function csvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Records of fields, each quoted where it must be; CRLF after each record, the last one too. */
export function csvDocument(records: readonly (readonly string[])[]): string {
  return records.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}
