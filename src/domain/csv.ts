// The one CSV writer of every export (orders, newsletter): RFC 4180, comma-separated unless told, CRLF line ends.
// Written for the spreadsheet that opens it, not only for the RFC: a French Excel or LibreOffice splits a line on
// ";" (and may on tab), so a cell holding ; or tab is quoted like one holding , " CR or LF — unquoted,
// "Dupont;=1+2" would become the cells "Dupont" and "=1+2", a formula. A text cell starting with = + - @ (or tab,
// CR) gets a leading ' so it stays text (OWASP, "CSV injection"). Numbers and booleans are written as they are:
// -3.5 is data, and the prefix would turn it into text.
export type CsvCell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",;\t\r\n]/

export function csvCell(value: CsvCell): string {
  if (value == null) return ''
  if (typeof value !== 'string') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** `separator` is `,` by default; `;` for a file written for a French spreadsheet (the orders export). */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[], separator: ',' | ';' = ',') =>
  [header, ...rows].map((r) => r.map(csvCell).join(separator)).join('\r\n') + '\r\n'
