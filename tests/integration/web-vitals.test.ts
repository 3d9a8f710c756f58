// Real-user speed (issue 38): POST /api/vitals stores one page view's measures, one row each, without address or
// session; a bad measure is refused with its field named and nothing stored; the admin dashboard reads the p75 per
// template with the reader's own access (an editor reads none).
import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/vitals/route'
import { VITALS_RETENTION_DAYS, pruneVitals, vitalsSummary } from '@/server/backoffice/webVitals'
import { staffUser, testPayload } from './helpers/payload'

const SITE = 'http://localhost:3000'
let payload: Payload
let n = 0

const send = (body: unknown) =>
  POST(
    new Request(`${SITE}/api/vitals`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        origin: SITE,
        'x-forwarded-for': `10.91.0.${++n}`,
      },
    }),
  )

const rows = async (template: string) =>
  (
    await payload.find({
      collection: 'web-vitals',
      where: { template: { equals: template } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/vitals', () => {
  it('stores each measure of a page view (204, nothing to read back)', async () => {
    const res = await send({
      locale: 'fr',
      template: 'article',
      metrics: [
        { name: 'LCP', value: 1840, rating: 'good' },
        { name: 'CLS', value: 0.012, rating: 'good' },
        { name: 'TTI', value: 2210, rating: 'good' },
      ],
    })
    expect(res.status).toBe(204)
    const stored = await rows('article')
    expect(stored.map((r) => [r.name, r.value, r.rating, r.locale]).sort()).toEqual([
      ['CLS', 0.012, 'good', 'fr'],
      ['LCP', 1840, 'good', 'fr'],
      ['TTI', 2210, 'good', 'fr'],
    ])
  })

  it('refuses a measure it does not know, naming the field, and stores nothing', async () => {
    const res = await send({
      template: 'store',
      metrics: [
        { name: 'LCP', value: 900, rating: 'good' },
        { name: 'FID', value: 12, rating: 'good' },
      ],
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { errors: { field: string; message: string }[] }
    expect(body.errors.map((e) => e.field)).toContain('metrics.1.name')
    expect(await rows('store')).toEqual([])
  })

  it('is no way into the collection: Payload refuses a shopper’s or a staff member’s create', async () => {
    const editor = await staffUser(payload, ['editor'])
    await expect(
      payload.create({
        collection: 'web-vitals',
        data: { template: 'home', name: 'LCP', value: 1, rating: 'good' },
        user: editor as never,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('the dashboard’s speed table', () => {
  it('gives admins the p75 per template; an editor reads none', async () => {
    for (const [lcp, ttfb] of [
      [1200, 80],
      [1900, 120],
      [3100, 300],
      [2400, 150],
    ])
      expect(
        (
          await send({
            template: 'product',
            metrics: [
              { name: 'LCP', value: lcp, rating: 'good' },
              { name: 'TTFB', value: ttfb, rating: 'good' },
            ],
          })
        ).status,
      ).toBe(204)
    const admin = await staffUser(payload, ['admin'])
    const table = await vitalsSummary(await createLocalReq({ user: admin as never }, payload))
    expect(table!.find((r) => r.template === 'product')).toEqual({
      template: 'product',
      samples: 4,
      p75: { LCP: 2400, TTFB: 150 },
    })
    const editor = await staffUser(payload, ['editor'])
    expect(await vitalsSummary(await createLocalReq({ user: editor as never }, payload))).toBeNull()
  })
})

describe('retention', () => {
  it('keeps 28 days: the daily sweep deletes older measures and leaves newer ones', async () => {
    expect(VITALS_RETENTION_DAYS).toBe(28)
    const template = 'magazine'
    expect((await send({ locale: 'en', template, metrics: [{ name: 'INP', value: 96, rating: 'good' }] })).status).toBe(
      204,
    )
    const [row] = await rows(template)
    expect(row).toBeDefined()
    const day = 86_400_000
    await pruneVitals(new Date(Date.now() + 27 * day))
    expect((await rows(template)).map((r) => r.id)).toContain(row!.id)
    expect(await pruneVitals(new Date(Date.now() + 29 * day))).toBeGreaterThanOrEqual(1)
    expect((await rows(template)).map((r) => r.id)).not.toContain(row!.id)
  })
})
