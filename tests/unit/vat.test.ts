// VAT by destination (src/domain/vat.ts): the member list, the regime and rate per delivery country, the one split
// of a VAT-inclusive amount, the export price, what an order charges, and the rate the documents and the file print.
import { describe, expect, it } from 'vitest'
import { EXPORT_COLUMNS, type ExportCopy, ordersCsv } from '@/domain/orderExport'
import { formatPercent } from '@/domain/numberFormat'
import { COUNTRY_CODES } from '@/domain/schemas/countries'
import {
  EU_MEMBERS,
  FRENCH_RATE,
  STANDARD_RATES,
  chargeOrder,
  exportPrice,
  isEuMember,
  orderVat,
  orderVatRule,
  rateTableProblem,
  splitGross,
  vatRegime,
  vatRule,
} from '@/domain/vat'

describe('the EU and the regime of each destination', () => {
  it('lists the 27 member states once each, Greece as GR, and no former or candidate member', () => {
    expect(EU_MEMBERS).toHaveLength(27)
    expect(new Set(EU_MEMBERS).size).toBe(27)
    expect(isEuMember('GR')).toBe(true)
    for (const c of ['GB', 'CH', 'NO', 'IS', 'LI', 'AL', 'RS', 'MC', 'AD', 'EL', 'fr', ''])
      expect(isEuMember(c)).toBe(false)
    expect(Object.keys(STANDARD_RATES).sort()).toEqual([...EU_MEMBERS].sort())
  })

  it('France and Monaco are domestic, the other members OSS, every other shipping country an export', () => {
    expect(vatRegime('FR')).toBe('domestic')
    expect(vatRegime('MC')).toBe('domestic')
    expect(vatRegime('fr')).toBe('domestic')
    for (const c of ['DE', 'IT', 'ES', 'FI', 'GR', 'MT', 'CY']) expect(vatRegime(c)).toBe('oss')
    for (const c of ['CH', 'GB', 'NO', 'IS', 'LI', 'AD', 'AL', 'BA', 'BY', 'MD', 'ME', 'MK', 'RS'])
      expect(vatRegime(c)).toBe('export')
    // The shop ships to every member but Cyprus (not in its country list); a shipping country has one regime.
    const shipped = COUNTRY_CODES.filter((c) => vatRegime(c) !== 'export')
    expect(shipped.sort()).toEqual([...EU_MEMBERS.filter((c) => c !== 'CY'), 'MC'].sort())
  })
})

describe('the rate of a sale', () => {
  const rates = { ...STANDARD_RATES, DE: 19, FR: 20 }

  it('is the table’s rate for the destination, France’s for France and Monaco, 0 for an export', () => {
    expect(vatRule('DE', rates)).toEqual({ regime: 'oss', rate: 19 })
    expect(vatRule('FI', rates)).toEqual({ regime: 'oss', rate: 25.5 })
    expect(vatRule('HU', rates)).toEqual({ regime: 'oss', rate: 27 })
    expect(vatRule('FR', rates)).toEqual({ regime: 'domestic', rate: 20 })
    expect(vatRule('MC', { FR: 20 })).toEqual({ regime: 'domestic', rate: 20 })
    expect(vatRule('CH', rates)).toEqual({ regime: 'export', rate: 0 })
    expect(vatRule('GB', rates)).toEqual({ regime: 'export', rate: 0 })
  })

  it('follows a rate staff changed, and a state missing from the table falls back to its own standard rate', () => {
    expect(vatRule('DE', { DE: 16 })).toEqual({ regime: 'oss', rate: 16 })
    expect(vatRule('DE', {})).toEqual({ regime: 'oss', rate: 19 })
    expect(vatRule('FR', {})).toEqual({ regime: 'domestic', rate: FRENCH_RATE })
  })

  it('an order stored before VAT by destination reads as French VAT at 20 %', () => {
    expect(orderVatRule(null)).toEqual({ regime: 'domestic', rate: 20 })
    expect(orderVatRule({ regime: null, rate: null })).toEqual({ regime: 'domestic', rate: 20 })
    expect(orderVatRule({ regime: 'oss', rate: 19 })).toEqual({ regime: 'oss', rate: 19 })
    expect(orderVatRule({ regime: 'export', rate: 0 })).toEqual({ regime: 'export', rate: 0 })
  })

  it("an order's VAT amount is the one stored at purchase, or split out of the total when none was stored", () => {
    expect(orderVat({ total: 98_000, vat: { regime: 'oss', rate: 19, amount: 15_647 } })).toEqual({
      regime: 'oss',
      rate: 19,
      amount: 15_647,
    })
    // 980 € with 20 % inside: 163,33 €.
    expect(orderVat({ total: 98_000, vat: null })).toEqual({ regime: 'domestic', rate: 20, amount: 16_333 })
    expect(orderVat({ total: 81_667, vat: { regime: 'export', rate: 0, amount: null } }).amount).toBe(0)
  })
})

describe('the rate table', () => {
  it('accepts the standard rates, and refuses a country twice, a non-member, a rate out of 0–30 % or too precise', () => {
    const table = Object.entries(STANDARD_RATES).map(([country, rate]) => ({ country, rate }))
    expect(rateTableProblem(table)).toBeNull()
    expect(rateTableProblem([])).toBeNull()
    expect(rateTableProblem([...table, { country: 'DE', rate: 19 }])?.en).toMatch(/DE is listed twice/)
    expect(rateTableProblem([{ country: 'CH', rate: 8.1 }])?.fr).toMatch(/CH n’est pas un État membre/)
    expect(rateTableProblem([{ country: 'DE', rate: 31 }])?.en).toMatch(/0 to 30/)
    expect(rateTableProblem([{ country: 'DE', rate: -1 }])).not.toBeNull()
    expect(rateTableProblem([{ country: 'DE', rate: 19.123 }])).not.toBeNull()
    expect(rateTableProblem([{ country: 'DE', rate: null }])).not.toBeNull()
    expect(
      rateTableProblem([
        { country: 'FI', rate: 25.5 },
        { country: 'FR', rate: 0 },
        { country: 'HU', rate: 30 },
      ]),
    ).toBeNull()
  })

  it('the standard rates as read on 29 November 2026', () => {
    expect(STANDARD_RATES).toMatchObject({ FR: 20, DE: 19, IT: 22, ES: 21, LU: 17, FI: 25.5, HU: 27, MT: 18, RO: 21 })
    expect(STANDARD_RATES).toMatchObject({ EE: 24, SK: 23, CY: 19, BG: 20, AT: 20, IE: 23, GR: 24, HR: 25 })
  })
})

describe('splitting a VAT-inclusive amount', () => {
  const grosses = [0, 1, 3, 5, 99, 1500, 29000, 69000, 89000, 125_001, 7_777_777]

  it('net + VAT is the gross to the cent, at every rate', () => {
    for (const rate of [0, 17, 19, 20, 21, 25.5, 27])
      for (const gross of grosses) {
        const { net, vat } = splitGross(gross, rate)
        expect(net + vat).toBe(gross)
        expect(Number.isInteger(vat)).toBe(true)
        // The nearest cent: never more than half a cent from the exact VAT.
        expect(Math.abs(vat - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5)
      }
  })

  it('gives the amounts an accountant checks by hand', () => {
    expect(splitGross(120_00, 20)).toEqual({ net: 100_00, vat: 20_00, gross: 120_00 })
    expect(splitGross(89000, 20).vat).toBe(14833)
    expect(splitGross(30500, 20).vat).toBe(5083)
    expect(splitGross(120, 20).vat).toBe(20)
    expect(splitGross(119_00, 19)).toEqual({ net: 100_00, vat: 19_00, gross: 119_00 })
    expect(splitGross(32000, 19).vat).toBe(5109) // 5109.24
    expect(splitGross(125_50, 25.5)).toEqual({ net: 100_00, vat: 25_50, gross: 125_50 })
    expect(splitGross(50000, 0)).toEqual({ net: 50000, vat: 0, gross: 50000 })
  })

  it('rounds a half cent up, and a negative amount (a credit note) as its opposite', () => {
    // 3 cents at 20 %: 0.5 cent of VAT → 1.
    expect(splitGross(3, 20)).toEqual({ net: 2, vat: 1, gross: 3 })
    expect(splitGross(-3, 20)).toEqual({ net: -2, vat: -1, gross: -3 })
    expect(splitGross(-32000, 19)).toEqual({ net: -26891, vat: -5109, gross: -32000 })
  })
})

describe('the export price', () => {
  it('is the French VAT-inclusive price divided by 1.20, to the nearest cent, a half cent up', () => {
    expect(exportPrice(120_00)).toBe(100_00)
    expect(exportPrice(59000)).toBe(49167) // 49 166.67
    expect(exportPrice(89000)).toBe(74167) // 74 166.67
    expect(exportPrice(3000)).toBe(2500)
    expect(exportPrice(3)).toBe(3) // 2.5 → 3
    expect(exportPrice(0)).toBe(0)
  })
})

describe('what an order charges', () => {
  const lines = [
    { sku: 'a', unitPrice: 59000, quantity: 2 },
    { sku: 'b', unitPrice: 29000, quantity: 1 },
  ]

  it('in the EU: the same prices, the destination’s VAT inside the total', () => {
    const de = chargeOrder(lines, 3000, { regime: 'oss', rate: 19 })
    expect(de.lines).toEqual(lines)
    expect(de).toMatchObject({ subtotal: 147000, shipping: 3000, total: 150000 })
    expect(de.vat).toEqual({ regime: 'oss', rate: 19, amount: splitGross(150000, 19).vat })
    expect(de.vat.amount).toBe(23950) // 150 000 × 19 / 119 = 23 949.58
    const fr = chargeOrder(lines, 1500, { regime: 'domestic', rate: 20 })
    expect(fr).toMatchObject({ total: 148500, vat: { regime: 'domestic', rate: 20, amount: 24750 } })
  })

  it('on export: each unit price and shipping without French VAT, no VAT charged', () => {
    const ch = chargeOrder(lines, 3000, { regime: 'export', rate: 0 })
    expect(ch.lines.map((l) => [l.sku, l.unitPrice, l.quantity])).toEqual([
      ['a', 49167, 2],
      ['b', 24167, 1],
    ])
    expect(ch).toMatchObject({ subtotal: 49167 * 2 + 24167, shipping: 2500, total: 49167 * 2 + 24167 + 2500 })
    expect(ch.vat).toEqual({ regime: 'export', rate: 0, amount: 0 })
  })

  it('on export with the switch off: the shown prices as they are, still no VAT', () => {
    const ch = chargeOrder(lines, 3000, { regime: 'export', rate: 0 }, { exportExcludesFrenchVat: false })
    expect(ch.lines).toEqual(lines)
    expect(ch).toMatchObject({ subtotal: 147000, shipping: 3000, total: 150000, vat: { regime: 'export', amount: 0 } })
    // The switch concerns exports only.
    const de = chargeOrder(lines, 3000, { regime: 'oss', rate: 19 }, { exportExcludesFrenchVat: false })
    expect(de).toEqual(chargeOrder(lines, 3000, { regime: 'oss', rate: 19 }))
  })
})

describe('the rate as printed', () => {
  it('French writes a decimal comma and a no-break space before %', () => {
    expect(formatPercent(19, 'fr')).toBe('19\u00a0%')
    expect(formatPercent(25.5, 'fr')).toBe('25,5\u00a0%')
    expect(formatPercent(25.5, 'en')).toBe('25.5\u00a0%')
  })

  it('the accountant’s file has each order’s rate, with a decimal comma', () => {
    const copy = {
      columns: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as ExportCopy['columns'],
      statuses: { paid: 'Paid' },
    }
    const row = {
      number: 'MS-1',
      createdAt: '2026-11-24T10:00:00Z',
      status: 'paid',
      email: 'a@x',
      customer: 'A',
      country: 'DE',
      total: 119_00,
      vat: null,
      refunded: 0,
      creditNotes: [],
      invoice: null,
      paymentReference: 'cs_1',
    }
    const csv = ordersCsv(
      [
        { ...row, vatRate: 19 },
        { ...row, country: 'FI', total: 125_50, vatRate: 25.5 },
        { ...row, country: 'CH', vatRate: 0 },
      ],
      copy,
    ).split('\r\n')
    expect(csv[1]).toContain(';DE;Paid;"119,00";19;"19,00";')
    expect(csv[2]).toContain(';FI;Paid;"125,50";"25,5";"25,50";')
    expect(csv[3]).toContain(';CH;Paid;"119,00";0;"0,00";')
  })
})
