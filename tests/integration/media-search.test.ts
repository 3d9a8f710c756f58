// The media library's search box finds an image by its title and its alt text, in the language the editor works in, and not only
// by its file name (an editor remembers "the red velvet pump", not "IMG_2041.png"). The list view turns the box's
// words into a query with Payload's own mergeListSearchAndWhere over the collection's listSearchableFields; this
// runs that same query, as an editor, on a real database (SQLite and Postgres).
import type { Payload } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

async function image(
  name: string,
  alt: { en: string; fr: string },
  colour: [number, number, number],
  title?: { en: string; fr: string },
) {
  const data = await png(...colour)
  const doc = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: alt.en, ...(title ? { title: title.en } : {}) },
    file: { data, name, mimetype: 'image/png', size: data.length },
    user: editor,
    overrideAccess: false,
  })
  await payload.update({
    collection: 'media',
    id: doc.id,
    locale: 'fr',
    data: { alt: alt.fr, ...(title ? { title: title.fr } : {}) },
    user: editor,
    overrideAccess: false,
  })
  return doc
}

/** What the library lists for the words typed in its search box, in the editor's content language. */
async function search(words: string, locale: 'en' | 'fr') {
  const where = mergeListSearchAndWhere({
    collectionConfig: payload.collections.media.config,
    search: words,
    where: {},
  })
  const res = await payload.find({ collection: 'media', where, locale, user: editor, overrideAccess: false, depth: 0 })
  return res.docs.map((d) => d.filename).sort()
}

beforeAll(async () => {
  payload = await testPayload()
  await staffUser(payload, ['admin'], 'first-admin-media@test.example')
  editor = await staffUser(payload, ['editor'])
  await image(
    'img-2041.png',
    { en: 'Red velvet pump, side view', fr: 'Escarpin en velours rouge, de profil' },
    [160, 20, 30],
  )
  await image('img-2042.png', { en: 'Black leather ankle boot', fr: 'Bottine en cuir noir' }, [20, 20, 20])
  await image(
    'tournon-boutique.png',
    { en: 'The boutique on rue de Tournon', fr: 'La boutique rue de Tournon' },
    [200, 190, 170],
    { en: 'Spring window, 2026', fr: 'Vitrine de printemps 2026' },
  )
}, 120_000)

describe('the media library search', () => {
  it('finds images by words of their alt text that no file name holds', async () => {
    expect(await search('velvet', 'en')).toEqual(['img-2041.png'])
    expect(await search('ankle boot', 'en')).toEqual(['img-2042.png'])
  })

  it('reads the alt text of the language the editor works in', async () => {
    expect(await search('velours', 'fr')).toEqual(['img-2041.png'])
    expect(await search('bottine', 'fr')).toEqual(['img-2042.png'])
    expect(await search('velours', 'en')).toEqual([])
  })

  it('finds an image by its title, in the editor’s language, where neither its file name nor its alt text says it', async () => {
    expect(await search('spring window', 'en')).toEqual(['tournon-boutique.png'])
    expect(await search('printemps', 'fr')).toEqual(['tournon-boutique.png'])
    expect(await search('printemps', 'en')).toEqual([])
  })

  it('still finds them by file name, and by a word in both', async () => {
    expect(await search('img-204', 'en')).toEqual(['img-2041.png', 'img-2042.png'])
    expect(await search('tournon', 'fr')).toEqual(['tournon-boutique.png'])
    expect(await search('nothing like this', 'en')).toEqual([])
  })
})
