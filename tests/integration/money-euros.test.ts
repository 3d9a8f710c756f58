// Money typed in euros by staff reaches the database as exact integer cents and comes back as the same euros.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { centsToEuroInput, parseEuros } from '@/domain/euroInput'
import { formatPrice } from '@/domain/money'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
let typeId: number
let made = 0

beforeAll(async () => {
  payload = await testPayload()
  const type = await payload.create({
    collection: 'product-types',
    data: { slug: 'money-pumps', name: 'Pumps', sizeSystem: 'eu-shoe' },
    overrideAccess: true,
  })
  typeId = type.id
}, 120_000)

describe('product price in euros', () => {
  it.each([
    ['890', 89000, '890,00\u00a0€'],
    ['890,50', 89050, '890,50\u00a0€'],
    ['890.50', 89050, '890,50\u00a0€'],
    ['1 250,00', 125000, '1\u202f250,00\u00a0€'],
  ])('a stock manager types %s: the database holds %i cents, the list shows %s', async (typed, cents, listed) => {
    const user = await staffUser(payload, ['stock'])
    const created = await payload.create({
      collection: 'products',
      data: {
        title: 'Vavin',
        productType: typeId,
        color: `money-${++made}`,
        colorName: 'Red',
        price: parseEuros(typed)!,
      },
      user,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'products', id: created.id, overrideAccess: true })
    expect(stored.price).toBe(cents)
    expect(formatPrice(stored.price, 'fr')).toBe(listed)
    // What the field shows when the product is opened again reads back to the same cents.
    expect(parseEuros(centsToEuroInput(stored.price, 'fr'))).toBe(cents)
    expect(parseEuros(centsToEuroInput(stored.price, 'en'))).toBe(cents)
  })

  it('refuses a price that is not whole cents (no half cent ever reaches a total)', async () => {
    const user = await staffUser(payload, ['stock'])
    await expect(
      payload.create({
        collection: 'products',
        data: { title: 'Vavin', productType: typeId, color: 'halfcent', colorName: 'Red', price: 890.505 },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/price/i)
  })

  it('the backoffice edits and lists price and order totals with the euro components', () => {
    const components = (slug: string, name: string) => {
      const fields = payload.collections[slug as 'products'].config.flattenedFields
      const field = fields.find((f) => f.name === name) as { admin?: { components?: Record<string, unknown> } }
      return field?.admin?.components
    }
    for (const [slug, name] of [
      ['products', 'price'],
      ['orders', 'subtotal'],
      ['orders', 'shipping'],
      ['orders', 'total'],
    ])
      expect(components(slug, name), `${slug}.${name}`).toMatchObject({
        Field: '@/admin/money/EuroField.client#EuroField',
        Cell: '@/admin/money/EuroCell.client#EuroCell',
      })
  })

  it('every amount of every collection and global is typed and listed in euros, not cents', () => {
    type Node = { name?: string; type?: string; admin?: { components?: Record<string, unknown> }; fields?: Node[] }
    const MONEY = /^(price|unitPrice|unitCost|subtotal|shipping|total|amount|rate|freeFrom|vat)$/
    // VAT rates are percentages, not amounts: named here so that any other `rate` is still held to euros.
    const PERCENT = new Set(['orders.vat.rate', 'vat-rates.rates.rate'])
    const percents: string[] = []
    const inCents: string[] = []
    const amounts: string[] = []
    const walk = (where: string, nodes: Node[] = []) => {
      for (const f of nodes) {
        // Rows, collapsibles and tabs only lay fields out: they add nothing to a field's path.
        const at = f.name ? `${where}.${f.name}` : where
        if (f.type === 'number' && PERCENT.has(at)) {
          if ((f as { max?: number }).max! <= 100) percents.push(at)
        } else if (f.type === 'number' && f.name && MONEY.test(f.name)) {
          amounts.push(at)
          if (f.admin?.components?.Field !== '@/admin/money/EuroField.client#EuroField') inCents.push(at)
          if (f.admin?.components?.Cell !== '@/admin/money/EuroCell.client#EuroCell') inCents.push(`${at} (list)`)
        }
        walk(at, f.fields)
        for (const tab of (f as { tabs?: Node[] }).tabs ?? []) walk(at, tab.fields)
      }
    }
    for (const c of payload.config.collections) walk(c.slug, c.fields as Node[])
    for (const g of payload.config.globals) walk(g.slug, g.fields as Node[])
    expect(amounts).toEqual(
      expect.arrayContaining([
        'carts.lines.price',
        'carts.total',
        'supplier-orders.lines.unitCost',
        'shipping.zones.rate',
      ]),
    )
    expect(inCents).toEqual([])
    expect(percents.sort()).toEqual([...PERCENT].sort())
  })
})
