// A store's hours are stored as the week staff edit (issue 37): Monday → Sunday, one row a day, whatever a writer
// sends; a day left out is stored closed (what the shop read for it already); a time that is not HH:MM, or a
// closing before the opening, is refused with the field named.
import { type Payload, ValidationError } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)

const stamp = () => `week-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

describe('store hours as a week', () => {
  it('stores seven days in order, a day left out closed', async () => {
    const store = await payload.create({
      collection: 'stores',
      data: {
        name: 'Week test',
        slug: stamp(),
        type: 'boutique',
        hours: [
          { day: 'sunday', closed: true },
          { day: 'tuesday', open: '09:00', close: '18:00' },
          { day: 'monday', open: '10:00', close: '19:00' },
        ],
      },
    })
    const rows = await payload.db.find<{ hours: { day: string; open: string | null; closed: boolean | null }[] }>({
      collection: 'stores',
      where: { id: { equals: store.id } },
      limit: 1,
    })
    const stored = rows.docs[0]!.hours
    expect(stored.map((h) => h.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ])
    expect(stored.map((h) => Boolean(h.closed))).toEqual([false, false, true, true, true, true, true])
    expect(stored[0]!.open).toBe('10:00')
  })

  it('reads a store saved before as a whole week', async () => {
    const store = await payload.create({
      collection: 'stores',
      data: { name: 'No hours', slug: stamp(), type: 'online' },
    })
    const read = await payload.findByID({ collection: 'stores', id: store.id })
    expect(read.hours?.map((h) => h.day)).toHaveLength(7)
  })

  it('refuses a time that is not HH:MM and a closing before the opening, in the staff member’s language', async () => {
    const stock = await staffUser(payload, ['stock'])
    const store = await payload.create({
      collection: 'stores',
      data: { name: 'Refusals', slug: stamp(), type: 'boutique' },
    })
    const write = (hours: { day: 'monday'; open: string; close: string }[]) =>
      payload.update({ collection: 'stores', id: store.id, data: { hours }, user: stock, overrideAccess: false })
    const bad = await write([{ day: 'monday', open: '10h30', close: '19:00' }]).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(ValidationError)
    expect((bad as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'hours.0.open', message: 'Enter a time as HH:MM, for example 10:30.' }),
    ])
    const backwards = await write([{ day: 'monday', open: '19:00', close: '10:30' }]).catch((e: unknown) => e)
    expect((backwards as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'hours.0.close', message: 'Closing must come after opening.' }),
    ])
  })
})
