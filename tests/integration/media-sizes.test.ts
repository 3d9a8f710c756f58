// What an upload leaves on disk for the pages: besides the 4:5 crops, an uncropped 768 px WebP that a phone's
// srcset picks instead of the 1280 px file (half the bytes for the same sharpness on a 412 px screen at 1.75×),
// and nothing enlarged from a picture narrower than a size. Runs as an editor on a real database (SQLite and
// Postgres) with the files written to this run's media folder.
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { onDisk, uploadPhoto } from './helpers/media'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>

const upload = (name: string, width: number, height: number) => uploadPhoto(payload, editor, name, width, height)

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-media-sizes@test.example')
  editor = await staffUser(payload, ['editor'])
}, 120_000)

describe('the sizes an upload makes', () => {
  it('writes a 768 px uncropped WebP, smaller on disk than the 1280 px one', async () => {
    const doc = await upload('boot-shoot.jpg', 1600, 2000)
    const { medium, large } = doc.sizes!
    expect(medium).toMatchObject({ width: 768, height: 960, mimeType: 'image/webp' })
    expect(large).toMatchObject({ width: 1280, height: 1600, mimeType: 'image/webp' })
    expect(existsSync(onDisk(medium!.filename))).toBe(true)
    expect(statSync(onDisk(medium!.filename)).size).toBeLessThan(statSync(onDisk(large!.filename)).size)
  })

  it('never enlarges: a 700 px picture gets no 768 px size', async () => {
    const doc = await upload('narrow-detail.jpg', 700, 875)
    expect(doc.sizes?.medium?.url ?? null).toBeNull()
    expect(doc.sizes?.card).toMatchObject({ width: 640, height: 800 })
  })

  it('writes an AVIF twin of every size, with the same crop and width as its WebP size', async () => {
    const doc = await upload('glove-shoot.jpg', 1600, 2000)
    const sizes = doc.sizes!
    for (const name of ['thumb', 'card', 'medium', 'large'] as const) {
      const webp = sizes[name]!
      const avif = sizes[`${name}Avif`]!
      expect(avif).toMatchObject({ width: webp.width, height: webp.height, mimeType: 'image/avif' })
      expect(avif.filename).toMatch(/\.avif$/)
      // An ISO-BMFF file branded 'avif': what the browser's <source type="image/avif"> expects.
      expect(readFileSync(onDisk(avif.filename)).subarray(4, 12).toString('latin1')).toBe('ftypavif')
    }
    expect(sizes.wideAvif?.url ?? null).toBeNull()
  })
})
