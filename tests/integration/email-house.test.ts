// The emails' footer reads the Paris boutique's address and phone from the Stores collection (and the legal line
// from the Company global), as the Payload instance has them — not from a copy in the code.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { houseFrom, houseRead } from '@/server/email/house'
import { renderEmail } from '@/server/email/render'
import { seedStores } from '../../seed/stores'
import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
})

describe('the email footer', () => {
  it('follows the boutique edited in the backoffice', async () => {
    const boutique = (
      await payload.find({
        collection: 'stores',
        where: { type: { equals: 'boutique' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'stores',
      id: boutique.id,
      data: { street: '3 rue de Grenelle', postalCode: '75007', phone: '+33 1 45 00 00 01' },
      overrideAccess: true,
    })
    houseFrom(payload)
    await houseRead()
    const { html, text } = await renderEmail({ kind: 'test', paragraphs: ['Bonjour'], signoff: 'Maison Sabine' }, 'fr')
    expect(html).toContain('3 rue de Grenelle, 75007 Paris')
    expect(html).toContain('href="tel:+33145000001"')
    expect(text).toContain('3 rue de Grenelle, 75007 Paris — +33 1 45 00 00 01')
    expect(text).toContain('RCS Paris 812 453 678')
  })

  it('takes a boutique or company edit at once: the next email signs with it, before any read', async () => {
    houseFrom(payload)
    await houseRead()
    const boutique = (
      await payload.find({
        collection: 'stores',
        where: { type: { equals: 'boutique' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'stores',
      id: boutique.id,
      data: { street: '40 rue du Bac', postalCode: '75007', phone: '+33 1 45 00 00 02' },
      overrideAccess: true,
    })
    await payload.updateGlobal({ slug: 'company', data: { name: 'Maison Sabine Paris SAS' }, overrideAccess: true })
    // No read in between: the copy was just read, so it is not refreshed for five minutes.
    const { text } = await renderEmail({ kind: 'test', paragraphs: ['Bonjour'], signoff: 'Maison Sabine' }, 'fr')
    expect(text).toContain('40 rue du Bac, 75007 Paris — +33 1 45 00 00 02')
    expect(text).toContain('Maison Sabine Paris SAS · RCS Paris 812 453 678')
  })
})
