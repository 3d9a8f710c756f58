// A French order stays French after payment (issue 36): its lines are stored in both languages at checkout, and
// the confirmation email, the invoice PDF and the shopper's order summary name them in French — a shoe's size is
// a pointure, a glove's a taille. A later edit of the catalog does not rewrite what was bought.
import type { Payload } from 'payload'
import { formatPrice } from '@/domain/money'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { toSummary } from '@/server/checkout/orders'
import { runEmailQueue } from '@/server/email/queue'
import { onlineStoreId } from '@/server/inventory/moves'
import { invoicePdf } from '@/server/invoices/download'
import type { Order } from '@/payload-types'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfText'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

/** A product named in both languages, one size, units online. */
async function bilingual(sku: string, system: 'eu-shoe' | 'glove-hand', size: string, en: string[], fr: string[]) {
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: `t-${sku}`, name: system === 'eu-shoe' ? 'Pumps' : 'Gloves', sizeSystem: system },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    locale: 'en',
    data: { title: en[0], productType: type.id, color: sku, colorName: en[1], price: 49000 },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'products',
    id: p.id,
    locale: 'fr',
    data: { title: fr[0], colorName: fr[1] },
    overrideAccess: true,
  })
  await payload.create({ collection: 'product-variants', data: { product: p.id, size, sku }, overrideAccess: true })
  await payload.create({
    collection: 'inventory',
    data: { sku, store: await onlineStoreId(payload), quantity: 20 },
    overrideAccess: true,
  })
  return p
}

async function paidFrenchOrder(email: string): Promise<Order> {
  const { orderId } = await createCheckout(payload, {
    items: [
      { product_id: 'fr-vavin-38', quantity: 1, size: '38' },
      { product_id: 'fr-gants-7', quantity: 1, size: '7' },
    ],
    email,
    shippingAddress: {
      name: 'Claire Dubois',
      address: { line1: '3 rue Bonaparte', city: 'Paris', postal_code: '75006', country: 'FR' },
    },
    successUrl: `${SITE}/fr/checkout/success`,
    cancelUrl: `${SITE}/fr`,
    locale: 'fr',
  })
  const pending = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  await applyPaymentEvent(payload, {
    eventId: `evt_fr_${orderId}`,
    sessionId: pending.payment!.sessionId!,
    outcome: 'completed',
    type: 'checkout.session.completed',
    provider: 'test',
  })
  return payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
}

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-fr-lines@test.example')
  await seedStores(payload)
  await bilingual('fr-vavin-38', 'eu-shoe', '38', ['Vavin pumps, nude', 'Nude'], ['Escarpins Vavin, nude', 'Nude'])
  await bilingual('fr-gants-7', 'glove-hand', '7', ['Odéon gloves, black', 'Black'], ['Gants Odéon, noir', 'Noir'])
}, 120_000)

describe('a French order', () => {
  it('stores each line in both languages, with its size system, at purchase', async () => {
    const order = await paidFrenchOrder('lines.fr@example.com')
    expect(order.lines.map((l) => [l.title, l.titleFr, l.color, l.colorFr, l.size, l.sizeSystem])).toEqual([
      ['Vavin pumps, nude', 'Escarpins Vavin, nude', 'Nude', 'Nude', '38', 'eu-shoe'],
      ['Odéon gloves, black', 'Gants Odéon, noir', 'Black', 'Noir', '7', 'glove-hand'],
    ])
    // The shopper's pages (test payment, success) read the order's summary in their language.
    expect(toSummary(order, 'fr').lines.map((l) => [l.title, l.color, l.sizeSystem])).toEqual([
      ['Escarpins Vavin, nude', 'Nude', 'eu-shoe'],
      ['Gants Odéon, noir', 'Noir', 'glove-hand'],
    ])
    expect(toSummary(order, 'en').lines[1].title).toBe('Odéon gloves, black')
  })

  it('is confirmed by email and invoiced in French: pointure for the shoes, taille for the gloves', async () => {
    const order = await paidFrenchOrder('mail.fr@example.com')
    await runEmailQueue(payload)
    const mail = (
      await payload.find({
        collection: 'outbox',
        where: { to: { equals: 'mail.fr@example.com' } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(mail.text).toContain('Escarpins Vavin, nude — Nude — pointure 38')
    expect(mail.text).toContain('Gants Odéon, noir — Noir — taille 7')
    expect(mail.html).toContain('Gants Odéon, noir')
    // The whole order, as the payment's fast path settled it: the address, subtotal, shipping and the lines' sizes.
    expect(mail.html).toContain('data-email-kind="order-confirmation"')
    expect(mail.text).toContain(`Adresse de livraison\u00a0: ${order.shippingAddress.name}`)
    expect(mail.text).toContain(`Sous-total\u00a0: ${formatPrice(order.subtotal)}`)
    expect(mail.html).toContain('Pointure 38')
    expect(mail.html).toContain('Taille 7')
    expect(mail.text).not.toContain('Vavin pumps')

    const { bytes } = await invoicePdf(payload, await staffUser(payload, ['service']), { order: order.id }, 'fr')
    const text = pdfText(bytes)
    expect(text).toContain('Escarpins Vavin, nude — Nude — pointure 38')
    expect(text).toContain('Gants Odéon, noir — Noir — taille 7')
    expect(text).not.toContain('Vavin pumps')
  })

  it('keeps what was bought when the catalog is edited later', async () => {
    const order = await paidFrenchOrder('edit.fr@example.com')
    const p = order.lines[0].product
    const product = typeof p === 'object' && p ? p.id : (p as number)
    await payload.update({
      collection: 'products',
      id: product,
      locale: 'fr',
      data: { title: 'Escarpins Vavin (nouvelle saison)' },
      overrideAccess: true,
    })
    const again = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: true })
    expect(toSummary(again, 'fr').lines[0].title).toBe('Escarpins Vavin, nude')
    await payload.update({
      collection: 'products',
      id: product,
      locale: 'fr',
      data: { title: 'Escarpins Vavin, nude' },
      overrideAccess: true,
    })
  })
})
