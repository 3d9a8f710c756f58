// The media bucket as S3 sees it: AWS's SDK (src/server/media/objectStore.ts) is pointed at a local HTTP listener
// that plays an S3-compatible service. An upload puts the original and every size in the bucket, each request signed
// with Signature V4 (checked here from the secret key, independently of the SDK); an instance whose disk lacks a file
// fetches it from the bucket and serves it; a deleted image's files leave the bucket; a bucket that refuses fails
// the upload with a clear message and keeps no record.
import { createHash, createHmac } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Payload, handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { filesOf } from '@/server/media/replicas'
import { onDisk, photo, uploadPhoto } from './helpers/media'
import { staffUser, testPayload } from './helpers/payload'

const KEY_ID = 'AKIAMAISONTEST'
const SECRET = 'maison-wire-secret'
const REGION = 'fr-par'
const BUCKET = 'maison-media'

interface Seen {
  method: string
  path: string
  query: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}
const seen: Seen[] = []
const objects = new Map<string, { body: Buffer; type: string }>()
let refuse = false
let server: http.Server
let payload: Payload
const SITE = process.env.SERVER_URL || 'http://localhost:3000'

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest()
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** Signature V4 as AWS documents it, recomputed from the request as it arrived: true when the SDK signed it. */
function signedBySecret(r: Seen): boolean {
  const auth = String(r.headers.authorization ?? '')
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!m || m[1] !== KEY_ID || m[3] !== REGION) return false
  const [, , day, , signedHeaders, signature] = m
  const names = signedHeaders!.split(';')
  const canonicalHeaders = names.map((n) => `${n}:${String(r.headers[n]).trim().replace(/\s+/g, ' ')}\n`).join('')
  const query = r.query
    ? r.query
        .split('&')
        .map((p) => p.split('='))
        .map(([k, v = '']) => [encode(decodeURIComponent(k!)), encode(decodeURIComponent(v))] as const)
        .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a! < b! ? -1 : 1))
        .map(([k, v]) => `${k}=${v}`)
        .join('&')
    : ''
  const payloadHash = String(r.headers['x-amz-content-sha256'])
  const canonical = [r.method, r.path, query, canonicalHeaders, signedHeaders, payloadHash].join('\n')
  const scope = `${day}/${REGION}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', r.headers['x-amz-date'], scope, sha256(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day!), REGION), 's3'), 'aws4_request')
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
}

async function getFile(name: string) {
  const { default: config } = await import('@payload-config')
  return handleEndpoints({ config, request: new Request(`${SITE}/api/media/file/${name}`) })
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const [path, query = ''] = (req.url ?? '/').split('?')
      const r: Seen = { method: req.method!, path: path!, query, headers: req.headers, body: Buffer.concat(chunks) }
      seen.push(r)
      const key = decodeURIComponent(path!.slice(`/${BUCKET}/`.length))
      if (refuse) {
        res.writeHead(503, { 'content-type': 'application/xml' })
        return res.end('<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>')
      }
      if (req.method === 'PUT') {
        objects.set(key, { body: r.body, type: String(req.headers['content-type']) })
        res.writeHead(200, { etag: `"${sha256(r.body).slice(0, 32)}"` })
        return res.end()
      }
      if (req.method === 'GET') {
        const o = objects.get(key)
        if (!o) {
          res.writeHead(404, { 'content-type': 'application/xml' })
          return res.end('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>')
        }
        res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length })
        return res.end(o.body)
      }
      if (req.method === 'POST' && query.startsWith('delete')) {
        for (const [, k] of r.body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(k!)
        res.writeHead(200, { 'content-type': 'application/xml' })
        return res.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>')
      }
      res.writeHead(400)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    S3_ACCESS_KEY_ID: KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_PREFIX: 'media/',
  })
  payload = await testPayload()
}, 120_000)

afterAll(async () => {
  for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'])
    delete process.env[name]
  await new Promise((resolve) => server.close(resolve))
})

describe('media in an S3 bucket', () => {
  it('puts the original and every size in the bucket, each PUT signed and carrying the file’s bytes and type', async () => {
    const editor = await staffUser(payload, ['editor'])
    seen.length = 0
    const doc = await uploadPhoto(payload, editor, 'bucket-upload.jpg', 800, 1000)
    const files = filesOf(doc as never)
    // The original, and thumb, card and medium in WebP and AVIF (larger sizes are not made from a smaller picture).
    expect(files).toHaveLength(7)
    const puts = seen.filter((r) => r.method === 'PUT')
    expect(puts.map((r) => decodeURIComponent(r.path)).sort()).toEqual(
      files.map((f) => `/${BUCKET}/media/${f.name}`).sort(),
    )
    for (const put of puts) {
      expect(signedBySecret(put), put.path).toBe(true)
      expect(put.headers['x-amz-content-sha256']).toBe(sha256(put.body))
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    const original = objects.get(`media/${doc.filename}`)!
    expect(original.type).toBe('image/jpeg')
    expect(original.body.equals(readFileSync(onDisk(doc.filename)))).toBe(true)
    expect(objects.get(`media/${doc.sizes!.card!.filename}`)!.type).toBe('image/webp')
  })

  it('serves a file this instance’s disk lacks from the bucket (a signed GET), and keeps it on the disk', async () => {
    const editor = await staffUser(payload, ['editor'])
    const doc = await uploadPhoto(payload, editor, 'bucket-elsewhere.jpg', 400, 500)
    const name = doc.sizes!.thumb!.filename!
    const bytes = objects.get(`media/${name}`)!.body
    // As if the upload had gone through another instance: this disk never had the file.
    rmSync(onDisk(name))
    seen.length = 0
    const res = await getFile(name)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    const gets = seen.filter((r) => r.method === 'GET')
    expect(gets.map((r) => decodeURIComponent(r.path))).toEqual([`/${BUCKET}/media/${name}`])
    expect(signedBySecret(gets[0]!)).toBe(true)
    // Kept: the next view reads the disk, not the bucket.
    seen.length = 0
    expect((await getFile(name)).status).toBe(200)
    expect(seen).toHaveLength(0)
    // A name neither has is still a 404.
    expect((await getFile('bucket-nobody.webp')).status).toBe(404)
  })

  it('takes a deleted image’s files out of the bucket', async () => {
    const editor = await staffUser(payload, ['editor'])
    const doc = await uploadPhoto(payload, editor, 'bucket-deleted.jpg', 400, 500)
    const files = filesOf(doc as never)
    expect(files.every((f) => objects.has(`media/${f.name}`))).toBe(true)
    seen.length = 0
    await payload.delete({ collection: 'media', id: doc.id, user: editor, overrideAccess: false })
    const post = seen.find((r) => r.method === 'POST')!
    expect(signedBySecret(post)).toBe(true)
    expect(files.some((f) => objects.has(`media/${f.name}`))).toBe(false)
  })

  it('fails an upload the bucket refuses, with a clear message, and keeps no record of it', async () => {
    const editor = await staffUser(payload, ['editor'])
    refuse = true
    try {
      const data = await photo(200, 250)
      const before = await payload.count({ collection: 'media', where: { alt: { equals: 'Refused by the bucket' } } })
      await expect(
        payload.create({
          collection: 'media',
          locale: 'en',
          data: { alt: 'Refused by the bucket' },
          file: { data, name: 'bucket-refused.jpg', mimetype: 'image/jpeg', size: data.length },
          user: editor,
          overrideAccess: false,
        }),
      ).rejects.toThrow('The picture could not be stored in the shared media bucket')
      const after = await payload.count({ collection: 'media', where: { alt: { equals: 'Refused by the bucket' } } })
      expect(after.totalDocs).toBe(before.totalDocs)
    } finally {
      refuse = false
    }
  })
})
