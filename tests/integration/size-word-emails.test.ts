// The emails about a requested size name it as French does (issue 36): a try-on or a back-in-stock alert for gloves
// says "taille 7", for shoes "pointure 38". The requests keep only the product's id; the size system is read from
// the product's type when the email is written, and a product that cannot be found reads as shoes.
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@/domain/schemas/forms'
import { runEmailQueue } from '@/server/email/queue'
import { notifyBackInStock } from '@/server/forms/backInStock'
import { saveBooking } from '@/server/forms/booking'
import { productSizeSystem } from '@/server/forms/sizeSystem'
import { onlineStoreId } from '@/server/inventory/moves'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

process.env.EMAIL_QUEUE_MANUAL = '1'
let payload: Payload
let gloves: number
let pumps: number

async function product(slug: string, sizeSystem: 'eu-shoe' | 'glove-hand') {
  const type = await payload.create({
    collection: 'product-types',
    data: { slug, name: slug, sizeSystem },
    overrideAccess: true,
  })
  const p = await payload.create({
    collection: 'products',
    data: { title: slug, productType: type.id, color: 'black', colorName: 'Black', price: 29000 },
    overrideAccess: true,
  })
  return p.id
}

const mailTo = async (to: string) => {
  await runEmailQueue(payload)
  return (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).docs
}

const monday = () => {
  const d = new Date(Date.now() + 2 * 86_400_000)
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

const booking = (email: string, productId: string, size: string): Booking =>
  ({
    productId,
    productTitle: 'Odéon',
    size,
    firstName: 'Inès',
    lastName: 'Martin',
    email,
    phone: '+33 6 12 34 56 78',
    preferredDate: monday(),
    preferredTime: '11:00',
    requestId: `bk-${Math.random().toString(36).slice(2, 12)}`,
    locale: 'fr',
  }) as Booking

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  gloves = await product('size-word-gloves', 'glove-hand')
  pumps = await product('size-word-pumps', 'eu-shoe')
})

describe('the size word of the request emails', () => {
  it('is read from the product’s type; an unknown or malformed id reads as shoes', async () => {
    expect(await productSizeSystem(payload, String(gloves))).toBe('glove-hand')
    expect(await productSizeSystem(payload, pumps)).toBe('eu-shoe')
    for (const id of ['2147483000', '99999999999', 'abc', '', null, undefined])
      expect(await productSizeSystem(payload, id)).toBe('eu-shoe')
  })

  it('names a glove’s taille and a shoe’s pointure in the try-on request and its confirmation', async () => {
    await saveBooking(payload, booking('essai.gants@example.com', String(gloves), '7.5'))
    await saveBooking(payload, booking('essai.escarpins@example.com', String(pumps), '38'))
    const [glove] = await mailTo('essai.gants@example.com')
    const [shoe] = await mailTo('essai.escarpins@example.com')
    expect(glove!.text).toContain('votre demande pour essayer Odéon en taille 7,5 le')
    expect(shoe!.text).toContain('en pointure 38 le')

    const visit = (
      await payload.find({
        collection: 'visits',
        where: { email: { equals: 'essai.gants@example.com' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({ collection: 'visits', id: visit.id, data: { status: 'confirmed' }, overrideAccess: true })
    const confirmed = (await mailTo('essai.gants@example.com')).find((m) => m.subject === 'Votre visite est confirmée')
    expect(confirmed!.text).toContain('Votre visite pour essayer Odéon en taille 7,5 est confirmée')
  })

  it('names a glove’s taille in the back-in-stock email', async () => {
    const sku = 'size-word-gloves-7'
    await payload.create({
      collection: 'stock-interests',
      data: {
        productId: String(gloves),
        productTitle: 'Gants Odéon',
        sku,
        size: '7',
        email: 'retour.gants@example.com',
        kind: 'notify',
        status: 'waiting',
        locale: 'fr',
        requestId: `si-${Date.now()}`,
      },
      overrideAccess: true,
    })
    const req = await createLocalReq({}, payload)
    expect(await notifyBackInStock(req, { sku, storeId: await onlineStoreId(payload) })).toBe(1)
    const [mail] = await mailTo('retour.gants@example.com')
    expect(mail!.subject).toBe('Votre taille est de retour\u00a0: Gants Odéon')
    expect(mail!.text).toContain('Gants Odéon en taille 7 est de nouveau disponible en ligne')
  })
})
