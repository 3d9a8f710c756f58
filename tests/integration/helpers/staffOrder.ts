// An order as staff screens count it, written straight through the Local API (no checkout): one pair at `total`
// cents, a Paris address, the test provider. Each call is a new order, named by `tag` and a running number.
import type { Payload } from 'payload'

let n = 0

export async function staffOrder(
  payload: Payload,
  tag: string,
  status: string,
  total: number,
  extra: { needsAttention?: boolean } = {},
) {
  n += 1
  const id = `${tag.toLowerCase()}_${n}_${Date.now()}`
  return payload.create({
    collection: 'orders',
    data: {
      number: `T-${tag}-${n}`,
      status: status as never,
      needsAttention: extra.needsAttention ?? false,
      email: `${tag.toLowerCase()}${n}@example.com`,
      lines: [{ sku: 'SKU-1', title: 'Vavin pumps', unitPrice: total, quantity: 1 }],
      subtotal: total,
      shipping: 0,
      total,
      shippingAddress: {
        name: 'Claire Dubois',
        line1: '3 rue Bonaparte',
        city: 'Paris',
        postalCode: '75006',
        country: 'FR',
      },
      payment: { provider: 'test', sessionId: id, requestId: `req_${id}` },
    } as never,
    overrideAccess: true,
  })
}
