// A publication made by the scheduled-publish job (Payload's cron, outside any Next request) still clears the
// cached pages: safeRevalidate asks our own server over HTTP with a signed body, and /api/revalidate obeys only
// that signature and expires the tags at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const calls = vi.hoisted(() => ({ tags: [] as [string, unknown][], paths: [] as string[], fail: false }))
vi.mock('next/cache', () => ({
  revalidateTag: (t: string, profile: unknown) => {
    if (calls.fail) throw new Error('Invariant: static generation store missing')
    calls.tags.push([t, profile])
  },
  revalidatePath: (p: string) => calls.paths.push(p),
}))

process.env.PAYLOAD_SECRET ||= 'unit-secret'
const { revalidateArticle } = await import('@/collections/Articles/hooks/revalidateArticle')
const { signRevalidation, verifyRevalidation } = await import('@/server/cache/revalidateOverHttp')
const { POST } = await import('@/app/api/revalidate/route')

const posted: { url: string; body: string; signature: string }[] = []
beforeEach(() => {
  calls.tags = []
  calls.paths = []
  calls.fail = false
  posted.length = 0
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const headers = init.headers as Record<string, string>
    posted.push({ url: String(url), body: String(init.body), signature: headers['x-revalidate-signature']! })
    return new Response('{}', { status: 200 })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete process.env.NEXT_RUNTIME
})

const call = (body: string, signature?: string) =>
  POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-revalidate-signature': signature } : {}) },
      body,
    }),
    { params: Promise.resolve({}) } as never,
  )

describe('revalidation from a background job', () => {
  it('a publication outside a request asks the server over HTTP, signed, for the article’s pages', async () => {
    process.env.NEXT_RUNTIME = 'nodejs'
    calls.fail = true
    revalidateArticle({
      doc: { id: 7, slug: 'le-soulier', _status: 'published' },
      previousDoc: { id: 7, slug: 'le-soulier', _status: 'draft' },
      context: {},
    } as never)
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/revalidate$/)
    const body = JSON.parse(posted[0]!.body) as { tags: string[]; paths: string[] }
    expect(body.tags).toContain('article:le-soulier')
    expect(body.paths).toContain('/magazine/le-soulier')
    expect(body.paths).toContain('/fr/magazine/le-soulier')
    expect(verifyRevalidation(posted[0]!.body, posted[0]!.signature)).toBe(true)
  })

  it('outside any Next server (seed, tests) nothing is sent', () => {
    calls.fail = true
    revalidateArticle({ doc: { id: 1, slug: 'a', _status: 'published' }, context: {} } as never)
    expect(posted).toEqual([])
  })

  it('the endpoint expires the signed tags and paths at once', async () => {
    const body = JSON.stringify({ tags: ['article:le-soulier'], paths: ['/magazine/le-soulier'] })
    const res = await call(body, signRevalidation(body))
    expect(res.status).toBe(200)
    expect(calls.tags).toEqual([['article:le-soulier', { expire: 0 }]])
    expect(calls.paths).toEqual(['/magazine/le-soulier'])
  })

  it('refuses a missing or wrong signature, and a tampered body', async () => {
    const body = JSON.stringify({ tags: ['articles'], paths: [] })
    expect((await call(body)).status).toBe(401)
    expect((await call(body, 'f'.repeat(64))).status).toBe(401)
    const other = JSON.stringify({ tags: ['products'], paths: [] })
    expect((await call(other, signRevalidation(body))).status).toBe(401)
    expect(calls.tags).toEqual([])
  })

  it('answers 422 for targets that are not tags and paths', async () => {
    const body = JSON.stringify({ tags: 'all', paths: ['no-slash'] })
    expect((await call(body, signRevalidation(body))).status).toBe(422)
  })
})
