// The seller's identity rules: SIREN check digit, the French VAT number's key, and the legal mentions as printed.
import { describe, expect, it } from 'vitest'
import { DEFAULT_SELLER, legalMentions, sirenValid, spacedSiren, vatNumberValid } from '@/domain/company'

describe('SIREN and VAT number', () => {
  it('accepts a SIREN whose Luhn sum is a multiple of 10, spaced or not; refuses any other', () => {
    expect(sirenValid('812 453 678')).toBe(true)
    expect(sirenValid('812453678')).toBe(true)
    expect(sirenValid('812 453 679')).toBe(false)
    expect(sirenValid('81245367')).toBe(false)
    expect(sirenValid('8124536781')).toBe(false)
    expect(sirenValid('81245367a')).toBe(false)
  })

  it('accepts FR + the key (12 + 3 × (SIREN mod 97)) mod 97 + that SIREN; refuses a wrong key or another SIREN', () => {
    expect(vatNumberValid('FR45812453678', '812 453 678')).toBe(true)
    expect(vatNumberValid('fr 45 812453678', '812453678')).toBe(true)
    expect(vatNumberValid('FR01903184521', '903 184 521')).toBe(true)
    expect(vatNumberValid('FR46812453678', '812 453 678')).toBe(false)
    expect(vatNumberValid('FR45812453678', '903 184 521')).toBe(false)
    expect(vatNumberValid('DE45812453678', '812 453 678')).toBe(false)
  })

  it('spaces a SIREN as registers print it', () => expect(spacedSiren('812453678')).toBe('812 453 678'))
})

describe('legal mentions', () => {
  it('name, legal form and capital, then office, RCS with SIREN and VAT number, in the document’s language', () => {
    const plain = (lines: string[]) => lines.map((l) => l.replace(/\u00a0/g, ' '))
    expect(plain(legalMentions(DEFAULT_SELLER, 'fr', 'N° de TVA intracommunautaire'))).toEqual([
      'Maison Sabine SAS — Société par actions simplifiée (SAS) au capital de 50 000,00 €',
      '12 rue de Tournon, 75006 Paris, France — RCS Paris 812 453 678 — N° de TVA intracommunautaire FR45812453678',
    ])
    expect(plain(legalMentions({ ...DEFAULT_SELLER, legalForm: 'sarl' }, 'en', 'VAT number'))).toEqual([
      'Maison Sabine SAS — Private limited company (SARL) with a share capital of 50 000,00 €',
      '12 rue de Tournon, 75006 Paris, France — RCS Paris 812 453 678 — VAT number FR45812453678',
    ])
  })

  it('prints no narrow no-break space (the PDF font has none)', () =>
    expect(legalMentions({ ...DEFAULT_SELLER, capital: 123_456_700 }, 'fr', 'TVA').join('')).not.toMatch(/\u202f/))
})
