// An instance still opening answers at once (src/server/edge/httpServer.ts with Next mocked, its prepare() held open
// as the migrations and seed hold it): /api/health 200, /api/ready 503, a page 503 with Retry-After and the "shop is
// opening" page in the visitor's language with the step under way — and the app itself once prepare() is done.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { setOpening } from '@/server/platform/opening'

const prepared = vi.hoisted(() => {
  let open = () => undefined as void
  const done = new Promise<void>((r) => (open = r))
  return { done, open: () => open() }
})
vi.mock('next', () => ({
  default: () => ({
    prepare: () => prepared.done,
    getRequestHandler: () => async (_req: unknown, res: { end(text: string): void }) => res.end('the shop itself'),
  }),
}))

let base = ''
let ready: Promise<unknown>
const env = { ...process.env }

beforeAll(async () => {
  Object.assign(process.env, { SERVER_URL: 'http://localhost:3999', PAGE_CACHE_MB: '0' })
  const { startServer } = await import('@/server/edge/httpServer')
  let listening = (_port: number) => undefined as void
  const port = new Promise<number>((r) => (listening = r))
  ready = startServer({
    port: 0,
    host: '127.0.0.1',
    onListening: (server) => listening((server.address() as AddressInfo).port),
  }).then((server) => afterAll(() => void server.close()))
  base = `http://127.0.0.1:${await port}`
})
afterAll(() => {
  process.env = env
})

const get = (path: string, language = 'en-GB,en;q=0.9') =>
  fetch(`${base}${path}`, { headers: { 'Accept-Language': language }, signal: AbortSignal.timeout(2000) })

// The cases are the steps of one opening, in its order (migrating, seeding, then open): never shuffled.
describe('an instance that is opening', { shuffle: false }, () => {
  it('says it is alive, not ready', async () => {
    setOpening({ phase: 'migrating' })
    const health = await get('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ ok: true })
    const ready = await get('/api/ready')
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('5')
    expect(await ready.json()).toEqual({ ready: false, opening: { phase: 'migrating' } })
  })

  it('answers a page at once with the opening page and its step, in English or in French', async () => {
    setOpening({ phase: 'migrating' })
    const en = await get('/shoes')
    expect(en.status).toBe(503)
    expect(en.headers.get('retry-after')).toBe('5')
    expect(en.headers.get('cache-control')).toBe('no-store')
    const page = await en.text()
    expect(page).toContain('<html lang="en">')
    expect(page).toContain('The shop is opening its doors')
    expect(page).toContain('Applying migrations')
    setOpening({ phase: 'seeding', step: 'catalog', done: 40, total: 120 })
    expect(await (await get('/')).text()).toContain('Setting out the catalogue (40 of 120)')
    const fr = await get('/fr', 'fr-FR,fr;q=0.9,en;q=0.5')
    const french = await fr.text()
    expect(fr.headers.get('content-language')).toBe('fr')
    expect(french).toContain('<html lang="fr">')
    expect(french).toContain('La maison ouvre ses portes')
    expect(french).toContain('Mise en place du catalogue (40 sur 120)')
    setOpening({ phase: 'seeding', step: 'orders', done: 250, total: 5000 })
    expect(await (await get('/fr', 'fr')).text()).toContain('Ajout des commandes d’exemple (250 sur 5000)')
    setOpening({ phase: 'seeding', step: 'content' })
    expect(await (await get('/fr', 'fr')).text()).toContain('Composition des pages et du magazine')
    // Its one style is allowed by its hash; nothing else runs.
    expect(fr.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/)
  })

  it('answers an API call with the pipeline’s error shape', async () => {
    const res = await get('/api/cart', 'fr')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ errors: [{ field: '', message: 'La boutique ouvre ses portes' }] })
  })

  it('hands every request to the app once the app says it is open, not when Next’s prepare() returns', async () => {
    prepared.open()
    await new Promise((r) => setTimeout(r, 150))
    expect((await get('/shoes')).status).toBe(503)
    setOpening({ phase: 'open' })
    await ready
    const res = await get('/shoes')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('the shop itself')
  })
})
