// The VAT words an invoice or a credit note prints, from the order's stored VAT (src/server/invoices/vatWords.ts).
import { describe, expect, it } from 'vitest'
import { vatWords } from '@/server/invoices/vatWords'

const order = (country: string, vat: { regime: 'domestic' | 'oss' | 'export'; rate: number } | null) => ({
  shippingAddress: { country } as never,
  vat: vat ? { ...vat, amount: 0 } : {},
})

describe('the VAT words of a document', () => {
  it('names the destination’s rate in the language’s way: decimal comma and a no-break space before %', () => {
    expect(vatWords(order('FI', { regime: 'oss', rate: 25.5 }), 'fr')).toMatchObject({
      rate: 25.5,
      vat: 'TVA 25,5\u00a0%',
      unit: 'Prix unitaire TTC',
      gross: 'Total TTC',
    })
    expect(vatWords(order('FI', { regime: 'oss', rate: 25.5 }), 'fr').note).toContain(
      '(Finlande) au taux de 25,5\u00a0%',
    )
    expect(vatWords(order('DE', { regime: 'oss', rate: 19 }), 'en')).toMatchObject({ vat: 'VAT 19\u00a0%' })
    expect(vatWords(order('DE', { regime: 'oss', rate: 19 }), 'en').note).toContain('(Germany) at 19\u00a0%')
    expect(vatWords(order('FR', { regime: 'domestic', rate: 20 }), 'fr').note).toBe(
      'Prix TTC, TVA française au taux de 20\u00a0%.',
    )
  })

  it('an export: prices without VAT, the mention of CGI art. 262 I, duties at the buyer’s charge', () => {
    const fr = vatWords(order('CH', { regime: 'export', rate: 0 }), 'fr')
    expect(fr).toMatchObject({
      rate: 0,
      vat: 'TVA non applicable — exportation, art. 262 I du CGI',
      unit: 'Prix unitaire HT',
      amount: 'Montant HT',
    })
    expect(fr.note).toContain('Droits et taxes d’importation à la charge de l’acheteur')
    expect(vatWords(order('GB', { regime: 'export', rate: 0 }), 'en').vat).toBe(
      'VAT not charged — export (art. 262 I CGI)',
    )
  })

  it('an order stored before VAT by destination is French VAT at 20 %', () => {
    expect(vatWords(order('DE', null), 'fr')).toMatchObject({ rate: 20, vat: 'TVA 20\u00a0%' })
  })
})
