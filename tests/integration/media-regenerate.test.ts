// `npm run media:regenerate` on a real database (SQLite and Postgres) and a real media folder: a picture uploaded
// before some sizes existed gains exactly those sizes, with the geometry an upload gives them, and nothing that
// was on disk is removed or rewritten. A picture whose original is gone is reported and left as it was.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { regenerateMissingSizes } from '@/server/media/regenerate'
import { onDisk, uploadPhoto } from './helpers/media'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>

const digest = (filename: string | null | undefined) =>
  createHash('sha256')
    .update(readFileSync(onDisk(filename)))
    .digest('hex')
const NONE = { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null }
const upload = (name: string) => uploadPhoto(payload, editor, name)

/** The state of a picture uploaded before `names` existed: no entry, no file. */
async function forget(doc: Media, names: string[]) {
  for (const name of names)
    rmSync(onDisk(doc.sizes?.[name as keyof NonNullable<Media['sizes']>]?.filename), { force: true })
  return payload.update({
    collection: 'media',
    id: doc.id,
    data: { sizes: Object.fromEntries(names.map((n) => [n, NONE])) } as never,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-media-regenerate@test.example')
  editor = await staffUser(payload, ['editor'])
}, 120_000)

describe('making the sizes an older upload lacks', () => {
  it('adds the missing sizes as an upload makes them, and leaves every existing file as it was', async () => {
    const uploaded = await upload('older-boot.jpg')
    const expected = uploaded.sizes!
    const older = await forget(uploaded, ['medium', 'mediumAvif', 'cardAvif', 'largeAvif'])
    expect(older.sizes?.mediumAvif?.filename ?? null).toBeNull()
    const before = {
      original: digest(older.filename),
      card: digest(older.sizes!.card!.filename),
      large: digest(older.sizes!.large!.filename),
      thumbAvif: digest(older.sizes!.thumbAvif!.filename),
    }

    const report = await regenerateMissingSizes(payload, { ids: [older.id] })
    expect(report).toMatchObject({ checked: 1, updated: 1, failed: [] })
    expect(report.made).toEqual({ medium: 1, mediumAvif: 1, cardAvif: 1, largeAvif: 1 })

    const after = await payload.findByID({ collection: 'media', id: older.id, depth: 0, overrideAccess: true })
    const sizes = after.sizes!
    // Same names, dimensions and formats as the upload gave them.
    for (const name of ['medium', 'mediumAvif', 'cardAvif', 'largeAvif'] as const) {
      expect(sizes[name]).toMatchObject({
        filename: expected[name]!.filename,
        width: expected[name]!.width,
        height: expected[name]!.height,
        mimeType: expected[name]!.mimeType,
      })
      expect(existsSync(onDisk(sizes[name]!.filename))).toBe(true)
      const meta = await sharp(onDisk(sizes[name]!.filename)).metadata()
      expect([meta.width, meta.height]).toEqual([expected[name]!.width, expected[name]!.height])
    }
    // The 4:5 AVIF crop is the same crop as the WebP card: the pictures match closely, pixel for pixel.
    const pixels = (file: string | null | undefined) => sharp(onDisk(file)).removeAlpha().raw().toBuffer()
    const [webpCard, avifCard] = await Promise.all([pixels(sizes.card!.filename), pixels(sizes.cardAvif!.filename)])
    let diff = 0
    for (let i = 0; i < webpCard.length; i++) diff += Math.abs(webpCard[i] - avifCard[i])
    expect(diff / webpCard.length).toBeLessThan(24)
    // Nothing that was there changed.
    expect(after.filename).toBe(older.filename)
    expect(digest(after.filename)).toBe(before.original)
    expect(digest(sizes.card!.filename)).toBe(before.card)
    expect(digest(sizes.large!.filename)).toBe(before.large)
    expect(digest(sizes.thumbAvif!.filename)).toBe(before.thumbAvif)
    expect(after.alt).toBe('Test picture older-boot.jpg')

    // A second run finds nothing to do.
    expect(await regenerateMissingSizes(payload, { ids: [older.id] })).toMatchObject({
      updated: 0,
      made: {},
      failed: [],
    })
  })

  it('never writes over a file already on disk under the size’s name: it takes the next free name', async () => {
    const uploaded = await upload('crowded-name.jpg')
    const older = await forget(uploaded, ['mediumAvif'])
    const taken = uploaded.sizes!.mediumAvif!.filename!
    writeFileSync(onDisk(taken), 'someone else’s file')
    await regenerateMissingSizes(payload, { ids: [older.id] })
    const after = await payload.findByID({ collection: 'media', id: older.id, depth: 0, overrideAccess: true })
    expect(after.sizes!.mediumAvif!.filename).toBe(taken.replace(/\.avif$/, '-1.avif'))
    expect(readFileSync(onDisk(taken), 'utf8')).toBe('someone else’s file')
  })

  it('reports a picture whose original file is gone and leaves its document as it was', async () => {
    const uploaded = await upload('lost-original.jpg')
    const older = await forget(uploaded, ['medium'])
    rmSync(onDisk(older.filename))
    const report = await regenerateMissingSizes(payload, { ids: [older.id] })
    expect(report.updated).toBe(0)
    expect(report.failed).toEqual([
      { id: older.id, filename: older.filename, error: `original file not found: ${older.filename}` },
    ])
    const after = await payload.findByID({ collection: 'media', id: older.id, depth: 0, overrideAccess: true })
    expect(after.sizes?.medium?.filename ?? null).toBeNull()
    expect(after.updatedAt).toBe(older.updatedAt)
  })
})
