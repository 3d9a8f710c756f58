// The seller's identity as French law asks an invoice or a credit note to state it (Code de commerce L441-9 and
// R123-237, CGI art. 242 nonies A): company name, legal form, share capital, registered office, SIREN with the RCS
// city, and the intra-community VAT number. Staff keep it in the backoffice's Company global; each document keeps
// the copy it was issued with, so a later change (a new address) never rewrites what was already sent.
import { formatPrice } from './money'

export const LEGAL_FORMS = ['sas', 'sasu', 'sarl', 'eurl', 'sa'] as const
export type LegalForm = (typeof LEGAL_FORMS)[number]

export const LEGAL_FORM_LABELS: Record<LegalForm, { en: string; fr: string }> = {
  sas: { en: 'Simplified joint-stock company (SAS)', fr: 'Société par actions simplifiée (SAS)' },
  sasu: { en: 'Single-shareholder simplified joint-stock company (SASU)', fr: 'SAS unipersonnelle (SASU)' },
  sarl: { en: 'Private limited company (SARL)', fr: 'Société à responsabilité limitée (SARL)' },
  eurl: { en: 'Single-member private limited company (EURL)', fr: 'EURL (SARL unipersonnelle)' },
  sa: { en: 'Public limited company (SA)', fr: 'Société anonyme (SA)' },
}

export type SellerIdentity = {
  name: string
  legalForm: LegalForm
  /** Share capital, integer cents. */
  capital: number
  street: string
  postalCode: string
  city: string
  country: string
  /** Nine digits, spaced or not. */
  siren: string
  rcsCity: string
  vatNumber: string
  email: string
  phone: string
}

/** The house's identity until staff save the Company global (the seed writes the same values). */
export const DEFAULT_SELLER: SellerIdentity = {
  name: 'Maison Sabine SAS',
  legalForm: 'sas',
  capital: 5_000_000,
  street: '12 rue de Tournon',
  postalCode: '75006',
  city: 'Paris',
  country: 'France',
  siren: '812 453 678',
  rcsCity: 'Paris',
  vatNumber: 'FR45812453678',
  email: 'contact@maison-sabine.example',
  phone: '+33 1 44 07 12 12',
}

const digits = (s: string) => s.replace(/\D/g, '')

/** A SIREN: nine digits passing the Luhn check INSEE gives them. */
export function sirenValid(siren: string) {
  const d = siren.replace(/\s/g, '')
  if (!/^\d{9}$/.test(d)) return false
  let sum = 0
  for (let i = 0; i < 9; i++) {
    let n = Number(d[8 - i])
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2
    sum += n
  }
  return sum % 10 === 0
}

/** A French VAT number: FR, a two-digit key, the SIREN; the key is (12 + 3 × (SIREN mod 97)) mod 97. */
export function vatNumberValid(vat: string, siren: string) {
  const m = /^FR(\d{2})(\d{9})$/.exec(vat.replace(/\s/g, '').toUpperCase())
  if (!m || m[2] !== digits(siren)) return false
  return Number(m[1]) === (12 + 3 * (Number(m[2]) % 97)) % 97
}

/** 812 453 678: a SIREN as registers print it. */
export const spacedSiren = (siren: string) => digits(siren).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')

/** The address on one line. */
export const sellerAddress = (s: SellerIdentity) => `${s.street}, ${s.postalCode} ${s.city}, ${s.country}`

/** The legal mentions at the foot of a document, two lines, in its language. The PDF font has no narrow no-break
 *  space: amounts use the ordinary one. */
export function legalMentions(s: SellerIdentity, locale: 'en' | 'fr', vatLabel: string) {
  const capital = formatPrice(s.capital, locale).replace(/\u202f/g, '\u00a0')
  const form = LEGAL_FORM_LABELS[s.legalForm]?.[locale] ?? s.legalForm
  const registered = `RCS ${s.rcsCity} ${spacedSiren(s.siren)}`
  return locale === 'fr'
    ? [
        `${s.name} — ${form} au capital de ${capital}`,
        `${sellerAddress(s)} — ${registered} — ${vatLabel} ${s.vatNumber}`,
      ]
    : [
        `${s.name} — ${form} with a share capital of ${capital}`,
        `${sellerAddress(s)} — ${registered} — ${vatLabel} ${s.vatNumber}`,
      ]
}
