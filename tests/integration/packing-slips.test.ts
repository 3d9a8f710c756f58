// The packing slip of an order: in the order's language, with the order number, where it goes (name, address,
// phone), how it ships and each line's colour, size, reference and quantity — and no price. Printed by customer
// service, the stock team and admins with their own access to the order; refused to anyone else, and for an order
// that was never paid.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as packingSlipRoute } from '@/app/api/packing-slips/route'
import type { Order } from '@/payload-types'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { packingSlipPdf } from '@/server/invoices/packingSlip'
import { seedStores } from '../../seed/stores'
import { pdfText } from './helpers/pdfText'
import { staffUser, testPayload } from './helpers/payload'
import { sellableShoe } from './helpers/shoe'

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'
let n = 0

async function order(locale: 'en' | 'fr', paid = true): Promise<Order> {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: 'pack-38', quantity: 2, size: '38' }],
    email: `pack-${++n}@example.com`,
    shippingAddress: {
      name: 'Inès Moreau',
      phone: '+33 6 98 76 54 32',
      address: {
        line1: '27 rue du Cherche-Midi',
        line2: 'Escalier B',
        city: 'Paris',
        postal_code: '75006',
        country: 'FR',
      },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale,
  })
  const pending = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
  if (paid)
    await applyPaymentEvent(payload, {
      eventId: `evt_pack_${orderId}_${n}`,
      sessionId: pending.payment!.sessionId!,
      outcome: 'completed',
      type: 'checkout.session.completed',
      provider: 'test',
    })
  return payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
}

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-pack@test.example')
  await seedStores(payload)
  await sellableShoe(payload, { sku: 'pack-38', title: 'Vavin pumps', price: 69000 })
}, 120_000)

describe('the packing slip', () => {
  it('says in the order’s language where the parcel goes and what is in it, with no price', async () => {
    const o = await order('fr')
    const { number, bytes } = await packingSlipPdf(payload, await staffUser(payload, ['service']), o.id, 'en')
    expect(number).toBe(`packing-slip-${o.number}`)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    for (const line of [
      'Bon de livraison',
      `Commande : ${o.number}`,
      'Livrer à',
      'Inès Moreau',
      '27 rue du Cherche-Midi',
      'Escalier B',
      '75006 Paris',
      'Téléphone : +33 6 98 76 54 32',
      'Livraison à domicile, France (3 à 7 jours ouvrés)',
      'Article\nColoris\nTaille\nRéférence\nQté',
      'Noir\npointure 38\npack-38\n2',
      '2 articles dans ce colis',
    ])
      expect(text).toContain(line)
    expect(text).not.toMatch(/€|\d,\d\d/)
  })

  it('is in English for an English order, and the stock team and admins print it too', async () => {
    const o = await order('en')
    for (const role of ['stock', 'admin']) {
      const text = pdfText((await packingSlipPdf(payload, await staffUser(payload, [role]), o.id, 'fr')).bytes)
      expect(text).toContain(`Packing slip\nOrder: ${o.number}`)
      expect(text).toContain('Ship to\nInès Moreau')
      expect(text).toContain('Item\nColour\nSize\nReference\nQty')
      expect(text).toContain('Vavin pumps\nNoir\n38\npack-38\n2')
      expect(text).toContain('2 items in this parcel')
    }
  })

  it('is refused for an order never paid (409), no such order (404), and to a role without orders', async () => {
    const service = await staffUser(payload, ['service'])
    const pending = await order('fr', false)
    await expect(packingSlipPdf(payload, service, pending.id, 'fr')).rejects.toMatchObject({
      status: 409,
      message: 'Seule une commande payée se prépare\u00a0: celle-ci n’a pas de bon de livraison.',
    })
    await expect(packingSlipPdf(payload, service, 999_999, 'en')).rejects.toMatchObject({ status: 404 })
    // The data call reads the order with the caller's own access: an editor is refused there too.
    const paid = await order('fr')
    await expect(packingSlipPdf(payload, await staffUser(payload, ['editor']), paid.id, 'en')).rejects.toThrow()
  })

  it('the endpoint: 401 without a session, 403 for an editor, 400 for a bad id, the PDF for the stock team', async () => {
    const o = await order('fr')
    const get = (query: string, headers: Record<string, string> = {}) =>
      packingSlipRoute(new Request(`${SITE}/api/packing-slips?${query}`, { headers }))
    const signIn = async (role: string) => {
      const email = `${role}-slip-${++n}@test.example`
      await staffUser(payload, [role], email)
      const { token } = await payload.login({
        collection: 'users',
        data: { email, password: 'correct horse battery staple' },
      })
      return { authorization: `JWT ${token}` }
    }
    expect((await get(`order=${o.id}`)).status).toBe(401)
    expect((await get(`order=${o.id}`, await signIn('editor'))).status).toBe(403)
    const stock = await signIn('stock')
    const bad = await get('order=abc', stock)
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors[0].field).toBe('order')
    const ok = await get(`order=${o.id}`, stock)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('application/pdf')
    expect(ok.headers.get('content-disposition')).toBe(
      `attachment; filename="maison-sabine-packing-slip-${o.number}.pdf"`,
    )
    expect(pdfText(new Uint8Array(await ok.arrayBuffer()))).toContain('27 rue du Cherche-Midi')
  })
})
