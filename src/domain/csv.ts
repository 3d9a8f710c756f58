// RFC 4180 CSV. Cells starting with = + - @ are prefixed with ' so a spreadsheet never runs them as formulas.
export type CsvCell = string | number | boolean | null | undefined

export function csvCell(value: CsvCell): string {
  let s = value == null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]) =>
  [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
