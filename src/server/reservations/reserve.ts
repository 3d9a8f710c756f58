// Setting a boutique-only size aside, in ONE transaction: the shopper's earlier reservations counted (under a lock on
// their email on Postgres), the reservation written, then the boutique's unit taken by the guarded decrement, then
// the two emails queued. The last unit under contention: one decrement wins, the other finds none and its whole
// transaction (reservation included) rolls back into a 409.
import type { Payload, PayloadRequest, Where } from 'payload'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { type ReservationRefusal, activeKey, reservationExpiry, reservationRefusal } from '@/domain/reservations'
import type { ReservationRequest } from '@/domain/schemas/reservation'
import { queueEmail } from '../email/queue'
import { shopEmail } from '../email/messages'
import { MESSAGES, messagesFor } from '../http/copy'
import { ApiError } from '../http/errors'
import { findOwn, formContext } from '../forms/store'
import { onlineStoreId } from '../inventory/moves'
import { quantities } from '../inventory/rows'
import { reservationEmails } from './email'
import { holdUnit, lockShopper } from './rows'

/** What the page shows once the pair is set aside. */
export interface Reserved {
  id: number
  sku: string
  size: string
  expiresAt: string
}

interface Doc extends Reserved {
  email: string
}

const view = (d: Doc): Reserved => ({ id: d.id, sku: d.sku, size: d.size, expiresAt: d.expiresAt })

/** The size asked for: its product in the shopper's language, the boutique, and both stores' quantities now. */
async function pairOf(payload: Payload, req: PayloadRequest, sku: string, locale: Locale) {
  const variant = (
    await payload.find({
      collection: 'product-variants',
      where: { sku: { equals: sku } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      req,
    })
  ).docs[0]
  if (!variant) return null
  const productId = typeof variant.product === 'object' ? variant.product.id : variant.product
  const [product, boutique, online] = await Promise.all([
    payload.findByID({ collection: 'products', id: productId, depth: 1, locale, overrideAccess: false, req }),
    payload.find({
      collection: 'stores',
      where: { type: { equals: 'boutique' } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      req,
    }),
    onlineStoreId(payload, req),
  ])
  const store = boutique.docs[0]
  if (!store) return null
  const [onShelf, onSite] = await Promise.all([
    quantities(payload, req, store.id, [sku]),
    quantities(payload, req, online, [sku]),
  ])
  const type = typeof product.productType === 'object' ? product.productType : null
  return {
    size: variant.size,
    product,
    glove: type?.sizeSystem === 'glove-hand',
    store,
    availability: { sku, online: Math.max(0, onSite.get(sku) ?? 0), boutique: Math.max(0, onShelf.get(sku) ?? 0) },
  }
}

/** A refusal as the one error shape, in the shopper's language; `reason` lets the page tell them apart. */
export function refusalError(r: ReservationRefusal, locale: Locale, glove = false) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'reservation.refusals' })
  const kind = glove ? 'glove' : 'shoe'
  const message = r.kind === 'tooMany' ? t('tooMany', { limit: r.limit }) : t(r.kind, { kind })
  const field = r.kind === 'already' || r.kind === 'tooMany' ? 'email' : 'sku'
  return new ApiError(r.kind === 'unknown' ? 422 : 409, [{ field, message }], { reason: r.kind })
}

export async function reserve(
  payload: Payload,
  data: ReservationRequest,
  req: PayloadRequest,
): Promise<{ reserved: Reserved; created: boolean }> {
  const email = data.email.trim().toLowerCase()
  await lockShopper(payload, req, email)
  // A retried submission (same request id) answers with the reservation it made.
  const again = await findOwn<Doc>(payload, 'reservations', { requestId: { equals: data.requestId } }, req)
  if (again) {
    if (again.email !== email)
      throw new ApiError(409, [
        { field: 'requestId', message: messagesFor(data.locale).requests.validation.requestIdReused },
      ])
    return { reserved: view(again), created: false }
  }
  const pair = await pairOf(payload, req, data.sku, data.locale)
  const mine: Where = { and: [{ email: { equals: email } }, { status: { equals: 'held' } }] }
  const held = await payload.find({
    collection: 'reservations',
    where: mine,
    limit: 100,
    depth: 0,
    overrideAccess: false,
    context: formContext(mine),
    req,
    select: { sku: true },
  })
  const refusal = reservationRefusal(
    pair?.availability,
    held.docs.map((d) => d.sku),
  )
  if (refusal || !pair) throw refusalError(refusal ?? { kind: 'unknown' }, data.locale, pair?.glove)
  const expiresAt = reservationExpiry(new Date()).toISOString()
  const doc = (await payload.create({
    collection: 'reservations',
    data: {
      status: 'held',
      expiresAt,
      firstName: data.firstName,
      lastName: data.lastName,
      email,
      phone: data.phone,
      productTitle: pair.product.title,
      colour: pair.product.colorName,
      size: pair.size,
      sku: data.sku,
      store: pair.store.id,
      productPath: `/${pair.product.handle}`,
      activeKey: activeKey(email, data.sku),
      requestId: data.requestId,
      locale: data.locale,
    },
    depth: 0,
    overrideAccess: false,
    context: formContext({ requestId: { equals: data.requestId } }),
    req,
  })) as unknown as Doc
  if (!(await holdUnit(payload, req, { id: doc.id, store: pair.store.id, sku: data.sku })))
    throw refusalError({ kind: 'gone' }, data.locale, pair.glove)
  const mails = await reservationEmails(
    {
      ...data,
      email,
      productTitle: pair.product.title,
      colour: pair.product.colorName,
      size: pair.size,
      glove: pair.glove,
      expiresAt,
    },
    pair.store.email || shopEmail(),
  )
  for (const m of mails) await queueEmail(payload, m, req)
  return { reserved: view(doc), created: true }
}
