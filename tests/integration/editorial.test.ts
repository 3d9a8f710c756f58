// The editorial model on a real database: the seed in both languages, drafts invisible to the public,
// publishing, scheduled publishing, editor permissions and unique slugs.
import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalog } from '../../seed/catalog'
import { seedContent } from '../../seed/content'
import { articles as articleSeeds } from '../../seed/content/articles'
import { pages as pageSeeds } from '../../seed/content/pages'
import { seedStores } from '../../seed/stores'
import { startScheduledPublishing } from '@/server/platform/scheduledPublishing'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
let editor: Awaited<ReturnType<typeof staffUser>>
const context = { disableRevalidate: true }
const body = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})
const publicFind = (slug: string, locale: 'en' | 'fr' = 'en') =>
  payload.find({ collection: 'articles', where: { slug: { equals: slug } }, locale, overrideAccess: false })

beforeAll(async () => {
  payload = await testPayload()
  await seedStores(payload)
  await seedCatalog(payload, { images: false })
  await seedContent(payload, { images: false })
  await staffUser(payload, ['admin']) // the first account becomes an admin; the editor must not be it
  editor = await staffUser(payload, ['editor'])
}, 600_000)

describe('editorial seed', () => {
  it('publishes every article in English and French, with product cards linked to real products', async () => {
    // The seed's own articles: the tests below publish others, whichever order they run in.
    const seeded = { slug: { in: articleSeeds.map((a) => a.slug) } }
    const en = await payload.find({
      collection: 'articles',
      where: seeded,
      limit: 100,
      locale: 'en',
      overrideAccess: false,
      depth: 0,
    })
    expect(en.totalDocs).toBe(articleSeeds.length)
    const fr = await payload.find({
      collection: 'articles',
      where: seeded,
      limit: 100,
      locale: 'fr',
      overrideAccess: false,
      depth: 0,
      fallbackLocale: false as never,
    })
    for (const seedArticle of articleSeeds) {
      expect(fr.docs.find((d) => d.slug === seedArticle.slug)?.title).toBe(seedArticle.fr.title)
      expect(en.docs.find((d) => d.slug === seedArticle.slug)?.title).toBe(seedArticle.en.title)
    }
    const cards = en.docs
      .flatMap(
        (d) =>
          (d.content as { root: { children: { type: string; fields?: { blockType: string; product: number } }[] } })
            ?.root.children ?? [],
      )
      .filter((n) => n.type === 'block' && n.fields?.blockType === 'productCard')
    const productIds = new Set(
      (await payload.find({ collection: 'products', limit: 100, depth: 0, overrideAccess: true })).docs.map(
        (p) => p.id,
      ),
    )
    for (const c of cards) expect(productIds.has(c.fields!.product)).toBe(true)
  })

  it('publishes every page in both languages, with its people and press', async () => {
    const pages = await payload.find({ collection: 'pages', limit: 100, locale: 'fr', overrideAccess: false, depth: 0 })
    expect(pages.docs.map((p) => p.slug).sort()).toEqual(pageSeeds.map((p) => p.slug).sort())
    const legal = pages.docs.find((p) => p.slug === 'legal')!
    expect(legal.title).toBe(pageSeeds.find((p) => p.slug === 'legal')!.fr.title)
    expect((await payload.count({ collection: 'people', where: { group: { equals: 'house' } } })).totalDocs).toBe(3)
    expect((await payload.count({ collection: 'press' })).totalDocs).toBeGreaterThan(0)
  })

  it('does nothing on a second run', async () => {
    const before = await payload.count({ collection: 'articles', overrideAccess: true })
    await seedContent(payload, { images: false })
    expect((await payload.count({ collection: 'articles', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})

describe('drafts and publishing', () => {
  it('keeps a draft invisible to the public until an editor publishes it', async () => {
    const draft = await payload.create({
      collection: 'articles',
      user: editor,
      overrideAccess: false,
      draft: true,
      context,
      data: {
        title: 'A draft in progress',
        slug: 'draft-in-progress',
        publishedAt: '2026-11-01T09:00:00.000Z',
        excerpt: 'Not yet.',
        content: body('Draft') as never,
        _status: 'draft',
      },
    })
    expect((await publicFind('draft-in-progress')).totalDocs).toBe(0)
    expect(
      (
        await payload.find({
          collection: 'articles',
          where: { slug: { equals: 'draft-in-progress' } },
          user: editor,
          overrideAccess: false,
          draft: true,
        })
      ).totalDocs,
    ).toBe(1)

    await payload.update({
      collection: 'articles',
      id: draft.id,
      user: editor,
      overrideAccess: false,
      context,
      data: { _status: 'published' },
    })
    expect((await publicFind('draft-in-progress')).docs[0]?.title).toBe('A draft in progress')
  })

  it('keeps the published version public while a newer draft is edited', async () => {
    const [doc] = (await publicFind('why-wear-heels')).docs
    await payload.update({
      collection: 'articles',
      id: doc.id,
      user: editor,
      overrideAccess: false,
      draft: true,
      context,
      data: { title: 'Unreleased title' },
    })
    expect((await publicFind('why-wear-heels')).docs[0].title).toBe(doc.title)
  })

  it('publishes a scheduled draft through the crons the server starts at boot, not before its date', async () => {
    const draft = await payload.create({
      collection: 'articles',
      user: editor,
      overrideAccess: false,
      draft: true,
      context,
      data: {
        title: 'Scheduled',
        slug: 'scheduled-story',
        publishedAt: '2026-12-01T09:00:00.000Z',
        excerpt: 'Soon.',
        _status: 'draft',
      },
    })
    // Exactly what the admin's "schedule publish" queues (@payloadcms/ui schedulePublishHandler).
    const schedule = (waitUntil: Date) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil,
        input: {
          type: 'publish',
          doc: { relationTo: 'articles', value: String(draft.id) },
          user: { relationTo: 'users', value: editor.id },
        } as never,
      })
    const later = await schedule(new Date(Date.now() + 3_600_000))
    // The server's boot path (src/instrumentation.ts): Payload's autoRun crons from payload.config.ts.
    const server = await startScheduledPublishing()
    expect(server).toBe(payload)
    const tick = async () => {
      // The test process sets SKIP_DB_PREPARE (config's shouldAutoRun says no); a server does not.
      const skip = process.env.SKIP_DB_PREPARE
      delete process.env.SKIP_DB_PREPARE
      try {
        for (const cron of payload.crons) await cron.trigger()
      } finally {
        process.env.SKIP_DB_PREPARE = skip
      }
    }
    try {
      expect(payload.crons.length).toBeGreaterThanOrEqual(2)
      await tick()
      expect((await publicFind('scheduled-story')).totalDocs).toBe(0)
      const due = await schedule(new Date(Date.now() - 1000))
      expect(due.queue ?? 'default').toBe(later.queue ?? 'default')
      await tick()
      expect((await publicFind('scheduled-story')).docs[0]?.title).toBe('Scheduled')
      // The due job ran (Payload deletes completed jobs); the later one still waits.
      const left = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'schedulePublish' } },
        overrideAccess: true,
      })
      expect(left.docs.map((j) => j.id)).toEqual([later.id])
    } finally {
      for (const cron of payload.crons) cron.stop()
    }
  })
})

// A refusal by validation on one field (status 400), not a permission error or a crash.
const invalid = (path: string) => ({
  name: 'ValidationError',
  status: 400,
  data: { errors: [expect.objectContaining({ path })] },
})

describe('editor permissions', () => {
  it('lets an editor write articles and pages but not users or orders', async () => {
    // An editor sees only their own account and cannot create or promote anyone.
    expect(
      (await payload.find({ collection: 'users', user: editor, overrideAccess: false })).docs.map((u) => u.id),
    ).toEqual([editor.id])
    await expect(
      payload.create({
        collection: 'users',
        user: editor,
        overrideAccess: false,
        data: { email: 'x@test.example', password: 'correct horse battery staple', roles: ['admin'] } as never,
      }),
    ).rejects.toThrow(Forbidden)
    // Field access drops the roles change silently (Payload's behaviour): the account stays an editor.
    await payload.update({
      collection: 'users',
      id: editor.id,
      user: editor,
      overrideAccess: false,
      data: { roles: ['admin'] } as never,
    })
    expect((await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true })).roles).toEqual([
      'editor',
    ])
    const other = await staffUser(payload, ['service'])
    await expect(
      payload.update({ collection: 'users', id: other.id, user: editor, overrideAccess: false, data: { name: 'x' } }),
    ).rejects.toThrow(Forbidden)
    await expect(
      payload.delete({ collection: 'users', id: other.id, user: editor, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
    await expect(payload.find({ collection: 'orders', user: editor, overrideAccess: false })).rejects.toThrow(Forbidden)
    const stock = await staffUser(payload, ['stock'])
    await expect(
      payload.create({
        collection: 'articles',
        user: stock,
        overrideAccess: false,
        context,
        data: { title: 'x', slug: 'by-stock', publishedAt: '2026-01-01', excerpt: 'x' },
      }),
    ).rejects.toThrow(Forbidden)
  })

  it('refuses a second article with the same slug, and a malformed slug', async () => {
    const data = {
      title: 'Twin',
      slug: 'why-wear-heels',
      publishedAt: '2026-01-01T09:00:00.000Z',
      excerpt: 'Twin',
      _status: 'published' as const,
    }
    await expect(
      payload.create({ collection: 'articles', user: editor, overrideAccess: false, context, data }),
    ).rejects.toMatchObject(invalid('slug'))
    await expect(
      payload.create({
        collection: 'articles',
        user: editor,
        overrideAccess: false,
        context,
        data: { ...data, slug: 'Not A Slug' },
      }),
    ).rejects.toMatchObject(invalid('slug'))
    await expect(
      payload.create({
        collection: 'pages',
        user: editor,
        overrideAccess: false,
        context,
        data: { title: 'Twin', slug: 'legal', description: 'x', _status: 'published' },
      }),
    ).rejects.toMatchObject(invalid('slug'))
  })
})
