// The one CSV cell rule behind every export (issue 35, finding 11): a French spreadsheet splits on `;` (and may on
// tab), so a cell holding either is quoted like one holding `,`; a formula is neutralised at the start of the cell
// and cannot start a cell of its own after a separator.
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from '@/domain/csv'

describe('csvCell', () => {
  it.each([
    ['Dupont;=1+2', '"Dupont;=1+2"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
  ])('quotes %j', (raw, cell) => {
    expect(csvCell(raw)).toBe(cell)
  })

  it.each([
    ['=1+2', "'=1+2"],
    ['+33 1 23 45 67 89', "'+33 1 23 45 67 89"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+2', `"'\t=1+2"`],
    ['\r=1+2', `"'\r=1+2"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['=1+2;=3', `"'=1+2;=3"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])('neutralises %j', (raw, cell) => {
    expect(csvCell(raw)).toBe(cell)
  })

  it.each([
    ['plain', 'plain'],
    ['claire@example.com', 'claire@example.com'],
    ['MS-2611-00042', 'MS-2611-00042'],
    ['305.00', '305.00'],
    ['2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00.000Z'],
    ['', ''],
  ])('leaves %j as it is', (raw, cell) => {
    expect(csvCell(raw)).toBe(cell)
  })

  it('writes numbers, booleans and empty values as they are (a negative number is data, not a formula)', () => {
    expect(csvCell(12)).toBe('12')
    expect(csvCell(-3.5)).toBe('-3.5')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('no cell of a row can open with a formula once split on , ; or tab', () => {
    const nasty = ['Dupont;=1+2', 'x,=1+2', 'y\t@SUM(A1)', '-1+1', '+1', '=1', 'a;+b', 'c\t-d', 'e;\t=f']
    const line = toCsv(['name'], [nasty]).split('\r\n')[1]!
    // Outside quotes, a separator is never followed by a formula character.
    const outside = line.replace(/"(?:[^"]|"")*"/g, 'Q')
    expect(outside).not.toMatch(/(^|[,;\t])[=+\-@]/)
    expect(outside).not.toMatch(/[;\t]/)
  })
})

describe('toCsv', () => {
  it('is RFC 4180: comma-separated, CRLF line ends, a header row', () => {
    expect(toCsv(['email', 'n'], [['a@example.com', 1]])).toBe('email,n\r\na@example.com,1\r\n')
    expect(toCsv(['name'], [['Dupont;=1+2']])).toBe('name\r\n"Dupont;=1+2"\r\n')
  })
})
