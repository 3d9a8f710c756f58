// The accountant's orders CSV: the period's orders that took money, amounts in euros with their VAT, formula-safe
// cells, role rules (service team and admins only) and a 400 on a bad period.
import { type Payload, handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createCheckout } from '@/server/checkout/createCheckout'
import { applyPaymentEvent } from '@/server/checkout/fulfilment'
import { onlineStoreId } from '@/server/inventory/moves'
import { seedStores } from '../../seed/stores'
import { staffUser, testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

async function order(name: string, pay: boolean) {
  const { orderId } = await createCheckout(payload, {
    items: [{ product_id: 'exp-38', quantity: 1, size: '38' }],
    email: `${name.length}.export@example.com`,
    shippingAddress: {
      name,
      address: { line1: '1 rue de Rivoli', city: 'Paris', postal_code: '75001', country: 'FR' },
    },
    successUrl: `${SITE}/checkout/success`,
    cancelUrl: `${SITE}/`,
    locale: 'fr',
  })
  if (pay) {
    const o = await payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
    await applyPaymentEvent(payload, {
      eventId: `evt_exp_${orderId}`,
      sessionId: o.payment!.sessionId!,
      outcome: 'completed',
      type: 'checkout.session.completed',
      provider: 'test',
    })
  }
  return payload.findByID({ collection: 'orders', id: orderId, overrideAccess: true })
}

async function download(query: string, roles: string[] | null) {
  const { default: config } = await import('@payload-config')
  const user = roles ? await staffUser(payload, roles) : null
  const headers: Record<string, string> = {}
  if (user) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'correct horse battery staple' },
    })
    headers.Authorization = `JWT ${token}`
  }
  return handleEndpoints({ config, request: new Request(`${SITE}/api/orders/export.csv${query}`, { headers }) })
}

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 't-exp', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: 'Vavin pumps', productType: type.id, color: 'exp', colorName: 'Rouge', price: 29000 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'product-variants',
    data: { product: p.id, size: '38', sku: 'exp-38' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'inventory',
    data: { sku: 'exp-38', store: await onlineStoreId(payload), quantity: 20 },
    overrideAccess: true,
  })
}, 120_000)

describe('GET /api/orders/export.csv', () => {
  it('lists today’s paid orders in euros with the VAT included, and neutralises a formula in a name', async () => {
    const paid = await order('=HYPERLINK("http://evil.example","x")', true)
    const pending = await order('Claire Pending', false)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    const res = await download(`?from=${today}&to=${today}`, ['service'])
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="orders-${today}-${today}.csv"`)
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines[0]).toBe(
      'number,date_paris,status,email,name,country,subtotal_eur,shipping_eur,total_eur,vat_included_eur,currency,paid_at',
    )
    const row = lines.find((l) => l.startsWith(paid.number))!
    // 290 € + 15 € shipping = 305 €, of which VAT 20 % = 50.83 €; the name starts with ' so it stays text.
    expect(row).toContain(`,paid,`)
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",FR,290.00,15.00,305.00,50.83,EUR,`)
    expect(lines.some((l) => l.startsWith(pending.number))).toBe(false)
    const all = await (await download(`?from=${today}&to=${today}&status=all`, ['admin'])).text()
    expect(all).toContain(pending.number)
  })

  it('quotes a name holding `;`, so a French spreadsheet (which splits on `;`) never reads `=1+2` as a formula', async () => {
    const paid = await order('Dupont;=1+2', true)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())
    const lines = (await (await download(`?from=${today}&to=${today}`, ['service'])).text()).split('\r\n')
    const row = lines.find((l) => l.startsWith(paid.number))!
    expect(row).toContain(`,"Dupont;=1+2",FR,`)
    // Read as a `;`-separated file, the quoted name stays one cell and no cell opens with a formula.
    const cells = row.replace(/"(?:[^"]|"")*"/g, 'Q').split(/[;,\t]/)
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([])
  })

  it('an earlier period has none of today’s orders', async () => {
    const text = await (await download('?from=2020-01-01&to=2020-01-31', ['service'])).text()
    expect(text.trim().split('\r\n')).toHaveLength(1)
  })

  it('401 anonymous, 403 for editors and the stock team, 400 on a bad period', async () => {
    expect((await download('', null)).status).toBe(401)
    expect((await download('', ['editor'])).status).toBe(403)
    expect((await download('', ['stock'])).status).toBe(403)
    const bad = await download('?from=2026-02-10&to=2026-02-01', ['service'])
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors[0]).toMatchObject({ field: 'to' })
    expect((await download('?from=yesterday', ['service'])).status).toBe(400)
  })
})
