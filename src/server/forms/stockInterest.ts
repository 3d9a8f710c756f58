// "Notify me when my size is back" / "I would preorder": one row per SKU, email and kind. Asking again after a
// notification puts the shopper back in the queue.
import type { Payload, PayloadRequest, Where } from 'payload'
import type { StockInterest } from '@/domain/schemas/forms'
import { fillLabel, messagesFor } from '../http/copy'
import { FieldError } from '../http/errors'
import { createOnce, formContext } from './store'

type Row = { id: number; status: string }

async function variantFor(payload: Payload, sku: string, locale: 'en' | 'fr', req?: PayloadRequest) {
  const res = await payload.find({
    collection: 'product-variants',
    where: { sku: { equals: sku } },
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: false,
    req,
  })
  const v = res.docs[0]
  const product = v && typeof v.product === 'object' ? v.product : null
  return v && product
    ? {
        size: v.size,
        productId: String(product.id),
        title: product.title,
        path: product.handle ? `/${product.handle}` : '/',
      }
    : null
}

export async function saveStockInterest(payload: Payload, s: StockInterest, req?: PayloadRequest) {
  const locale = s.locale === 'fr' ? 'fr' : 'en'
  const variant = await variantFor(payload, s.sku, locale, req)
  if (!variant || variant.productId !== s.productId) {
    const { validation, fields } = messagesFor(locale).requests
    throw new FieldError('sku', fillLabel(validation.required, fields.size))
  }
  const email = s.email.toLowerCase()
  const key: Where = { and: [{ sku: { equals: s.sku } }, { email: { equals: email } }, { kind: { equals: s.kind } }] }
  const { doc, created } = await createOnce<Row>(
    payload,
    'stock-interests',
    key,
    {
      kind: s.kind,
      status: 'waiting',
      productId: s.productId,
      productTitle: variant.title,
      productPath: variant.path,
      sku: s.sku,
      size: variant.size,
      email,
      requestId: s.requestId,
      locale,
    },
    req,
  )
  if (!created && doc.status === 'notified') {
    await payload.update({
      collection: 'stock-interests',
      id: doc.id,
      data: { status: 'waiting' as const, notifiedAt: null },
      overrideAccess: false,
      context: formContext(key),
      req,
    })
  }
  return { id: doc.id }
}
