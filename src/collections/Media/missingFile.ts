// A media URL whose file is on neither this instance's disk nor the shared bucket (src/server/media/replicas.ts) — a
// name nobody uploaded (/api/media/file/nope.webp), or a record whose file was removed — is the caller's dead link:
// 404, kept by no cache. Payload's own local-file route answers these with a 500 "Something went wrong." and an
// error-level log line per request, which any crawler can fill. A file only the bucket holds (uploaded through another
// instance) is fetched onto this disk first, and Payload serves it.
// Runs as the collection's first file handler (upload.handlers): it looks, fetches, and lets Payload serve.
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { ensureLocalFile } from '@/server/media/replicas'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

export function missingFileIs404(staticDir: string): FileHandler {
  const dir = path.resolve(staticDir)
  const handler = async (_req: unknown, { params }: { params: { filename: string } }) => {
    // A name outside the folder is Payload's to refuse (400).
    if (!path.resolve(dir, params.filename).startsWith(dir + path.sep)) return
    if (await ensureLocalFile(dir, params.filename)) return
    return notFound()
  }
  // Payload types a handler's answer as Promise<Response> | Promise<void>; its loop takes a Promise of either.
  return handler as FileHandler
}
