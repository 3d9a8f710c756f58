// GET /api/media/file/<name> through Payload's REST handler (issue 35, low item): a file that exists is served with
// its year-long cache; a name nobody uploaded, or a record whose file is gone from the disk, is a 404 that no cache
// keeps — not Payload's bare 500 "Something went wrong." with an error-level log line per request.
import { rmSync } from 'node:fs'
import { type Payload, handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { onDisk, uploadPhoto } from './helpers/media'
import { staffUser, testPayload } from './helpers/payload'

let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

async function get(path: string) {
  const { default: config } = await import('@payload-config')
  return handleEndpoints({ config, request: new Request(`${SITE}${path}`) })
}

beforeAll(async () => {
  payload = await testPayload()
}, 120_000)

describe('GET /api/media/file/:filename', () => {
  it('serves an uploaded file, and answers 404 (never cached) for a name nobody uploaded', async () => {
    const editor = await staffUser(payload, ['editor'])
    const doc = await uploadPhoto(payload, editor, 'files-found.jpg', 400, 500)
    const found = await get(`/api/media/file/${doc.filename}`)
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toContain('immutable')
    await found.arrayBuffer()
    const missing = await get('/api/media/file/nope.webp')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    expect((await missing.json()).errors[0].message).toBe('Not Found')
  })

  it('answers 404 when the record exists but its file is gone from the disk', async () => {
    const editor = await staffUser(payload, ['editor'])
    const doc = await uploadPhoto(payload, editor, 'files-gone.jpg', 400, 500)
    rmSync(onDisk(doc.sizes!.thumb!.filename))
    expect((await get(`/api/media/file/${doc.sizes!.thumb!.filename}`)).status).toBe(404)
  })

  it('still refuses a name that climbs out of the media folder (4xx)', async () => {
    for (const name of ['..%2Fpackage.json', '..%5Cpackage.json', '%2E%2E%2Fpackage.json']) {
      const res = await get(`/api/media/file/${name}`)
      expect(res.status, name).toBeGreaterThanOrEqual(400)
      expect(res.status, name).toBeLessThan(500)
    }
  })
})
