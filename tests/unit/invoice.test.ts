// Invoice numbers, the Paris year of issue, and the reply templates (the VAT split is tests/unit/vat.test.ts).
import { describe, expect, it } from 'vitest'
import { REPLY_TEMPLATE_KEYS, fillTemplate, replySubject } from '@/domain/contactReplies'
import {
  CREDIT_NOTE_NUMBER,
  INVOICE_NUMBER,
  creditNoteNumber,
  creditNoteSequenceName,
  invoiceNumber,
  parisYear,
  sequenceName,
} from '@/domain/invoice'

describe('invoice numbers', () => {
  it('F-year-six digits, wider past 999 999, each read back by the pattern', () => {
    expect(invoiceNumber(2026, 1)).toBe('F-2026-000001')
    expect(invoiceNumber(2026, 999_999)).toBe('F-2026-999999')
    expect(invoiceNumber(2027, 1_000_000)).toBe('F-2027-1000000')
    for (const n of [1, 42, 999_999, 1_000_000]) expect(INVOICE_NUMBER.test(invoiceNumber(2026, n))).toBe(true)
    expect(INVOICE_NUMBER.test('F-2026-1')).toBe(false)
    expect(sequenceName(2026)).toBe('invoice-2026')
  })

  it('credit notes: A-year-six digits, from a counter of their own, never mistaken for an invoice', () => {
    expect(creditNoteNumber(2026, 1)).toBe('A-2026-000001')
    expect(creditNoteNumber(2027, 1_000_000)).toBe('A-2027-1000000')
    expect(CREDIT_NOTE_NUMBER.test(creditNoteNumber(2026, 42))).toBe(true)
    expect(CREDIT_NOTE_NUMBER.test(invoiceNumber(2026, 42))).toBe(false)
    expect(INVOICE_NUMBER.test(creditNoteNumber(2026, 42))).toBe(false)
    expect(creditNoteSequenceName(2026)).toBe('credit-note-2026')
    expect(creditNoteSequenceName(2026)).not.toBe(sequenceName(2026))
  })

  it('the year is Paris’s: 31 December 23:30 UTC is already next year in Paris', () => {
    expect(parisYear(new Date('2026-12-31T22:59:00Z'))).toBe(2026)
    expect(parisYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027)
  })
})

describe('reply templates', () => {
  it('every template exists in both languages and is filled with the first name', () => {
    for (const key of REPLY_TEMPLATE_KEYS) {
      expect(fillTemplate(key, 'en', 'Camille')).toMatch(/^Dear Camille,/)
      expect(fillTemplate(key, 'fr', 'Camille')).toMatch(/^Bonjour Camille,/)
      expect(fillTemplate(key, 'fr', 'Camille')).not.toContain('{firstName}')
    }
    expect(replySubject('fr')).toBe('Votre message à la Maison Sabine')
    expect(replySubject('en')).toBe('Your message to Maison Sabine')
  })
})
