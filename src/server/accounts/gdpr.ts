// The shopper's GDPR rights on their account. Export (art. 15 / 20): one JSON of the profile, addresses, consent
// history, orders, newsletter subscription, saved cart and requests (contact, visit, stock alerts) held under their
// address. Erasure (art. 17): the account becomes a tombstone — address, names, phone, addresses, password and
// sessions gone, consent history kept (art. 7(1): the shop must be able to show consent was given) with the
// withdrawal appended; the saved cart, newsletter subscription and stock alerts are deleted; orders are detached.
// Orders that were paid keep what an invoice must show for the accounting retention period (buyer's name and
// address, lines, amounts: Code de commerce L123-22, 10 years) but lose the email and phone; orders never paid are
// anonymised entirely.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Customer, Order } from '@/payload-types'
import { attachGuestOrders } from './orders'
import { publicProfile } from './profile'
import { changeAccount } from './stored'

const PAID_ONCE: Order['status'][] = ['paid', 'preparing', 'shipped', 'delivered', 'refunded']

const byEmail = async (payload: Payload, collection: string, email: string) => {
  if (!(collection in payload.collections)) return []
  const { docs } = await payload.find({
    collection: collection as 'contacts',
    where: { email: { equals: email } },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

async function cartsOf(payload: Payload, id: number) {
  if (!('carts' in payload.collections)) return []
  const { docs } = await payload.find({
    collection: 'carts' as 'contacts',
    where: { customer: { equals: id } },
    depth: 0,
    limit: 10,
    overrideAccess: true,
  })
  return docs
}

export async function exportData(payload: Payload, customer: Customer) {
  const ids = await attachGuestOrders(payload, customer)
  const orders = ids.length
    ? (
        await payload.find({
          collection: 'orders',
          where: { id: { in: ids } },
          depth: 0,
          limit: 500,
          overrideAccess: true,
        })
      ).docs
    : []
  const { addresses, ...profile } = publicProfile(customer)
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...profile, verified: Boolean(customer._verified), createdAt: customer.createdAt },
    addresses,
    consents: customer.consents ?? [],
    orders: orders.map((o) => ({
      number: o.number,
      status: o.status,
      createdAt: o.createdAt,
      email: o.email,
      shippingAddress: o.shippingAddress,
      lines: o.lines,
      subtotal: o.subtotal,
      shipping: o.shipping,
      total: o.total,
      currency: o.currency,
    })),
    subscriptions: await byEmail(payload, 'newsletter-subscriptions', customer.email),
    cart: await cartsOf(payload, customer.id),
    requests: {
      contacts: await byEmail(payload, 'contacts', customer.email),
      visits: await byEmail(payload, 'visits', customer.email),
      stockInterests: await byEmail(payload, 'stock-interests', customer.email),
    },
  }
}

async function anonymiseOrder(payload: Payload, id: number, customerId: number) {
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!order) return
  const paid = PAID_ONCE.includes(order.status) || Boolean(order.timeline?.paidAt)
  const address = order.shippingAddress
  // Server code acting for the erasure the shopper proved they asked for: no staff member is behind it, so the order
  // hooks log no staff edit, and the status does not move (no stock release, no mail).
  await payload.update({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    data: {
      email: `erased-${customerId}@erased.invalid`,
      shippingAddress: address && {
        ...address,
        phone: null,
        ...(paid ? {} : { name: '—', line1: '—', line2: null, city: '—', postalCode: '—' }),
      },
      changeLog: [
        ...(order.changeLog ?? []),
        { at: new Date().toISOString(), by: 'system', change: 'personal data erased at the customer’s request (GDPR)' },
      ],
    },
  })
}

export async function deleteAccount(payload: Payload, customer: Customer): Promise<void> {
  const ids = await attachGuestOrders(payload, customer)
  for (const id of ids) await anonymiseOrder(payload, id, customer.id)
  for (const collection of ['newsletter-subscriptions', 'stock-interests'])
    for (const doc of await byEmail(payload, collection, customer.email))
      await payload.delete({ collection: collection as 'contacts', id: doc.id, overrideAccess: true })
  for (const cart of await cartsOf(payload, customer.id))
    await payload.delete({ collection: 'carts' as 'contacts', id: cart.id, overrideAccess: true })
  const at = new Date().toISOString()
  await changeAccount(payload, customer.id, {
    email: `erased-${customer.id}@erased.invalid`,
    firstName: null,
    lastName: null,
    phone: null,
    addresses: [],
    orders: [],
    sessions: [],
    otp: { hash: null, expiresAt: null, attempts: 0 },
    pendingSignUps: [],
    emailChange: { address: null, tokenHash: null, expiresAt: null },
    // No password can match: the tombstone never signs in again.
    hash: randomBytes(32).toString('hex'),
    salt: randomBytes(16).toString('hex'),
    _verified: false,
    _verificationToken: null,
    resetPasswordToken: null,
    consents: [
      ...(customer.consents ?? []),
      { kind: 'privacy', granted: false, at, source: 'account deleted' },
      { kind: 'terms', granted: false, at, source: 'account deleted' },
    ],
  })
}
