// The shopper's emails set French as the PDFs do: « Commande : MS-… » with a no-break space before the colon, in
// the plain-text twin too; English keeps its plain colon.
import { describe, expect, it } from 'vitest'
import type { Order } from '@/payload-types'
import { orderConfirmationEmail } from '@/server/checkout/confirmationEmail'
import { fulfilmentEmail } from '@/server/orders/fulfilmentEmail'

const order = (locale: 'en' | 'fr') =>
  ({
    number: 'MS-2026-0042',
    email: 'claire@example.com',
    locale,
    total: 138000,
    lines: [],
    shippingAddress: { name: 'Claire', country: 'FR' },
    fulfilment: { carrier: 'colissimo', trackingNumber: '6A12345678901' },
  }) as unknown as Order

describe('French email typography', () => {
  it('the shipped email reads « Commande\u00a0: » and « Numéro de suivi\u00a0: » in French', async () => {
    const { text } = await fulfilmentEmail(order('fr'), 'shipped')
    expect(text).toContain('Commande\u00a0: MS-2026-0042')
    expect(text).toContain('Numéro de suivi\u00a0: 6A12345678901')
    expect(text).toContain('Suivre mon colis\u00a0: https://')
    expect(text).not.toMatch(/\S: /)
  })

  it('the order confirmation reads « Total\u00a0: » and « Votre facture (PDF)\u00a0: » in French', async () => {
    const { text } = await orderConfirmationEmail(order('fr'), 'https://shop.example/invoice')
    expect(text).toContain('Total\u00a0: 1')
    expect(text).toContain('Votre facture (PDF)\u00a0: https://shop.example/invoice')
    expect(text).not.toMatch(/\S: /)
  })

  it('English keeps "Order: " with a plain colon', async () => {
    expect((await fulfilmentEmail(order('en'), 'preparing')).text).toContain('Order: MS-2026-0042')
    expect((await orderConfirmationEmail(order('en'))).text).toMatch(/Total: €?1/)
  })
})
