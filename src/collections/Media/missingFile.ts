// A media URL whose file is not on the disk — a name nobody uploaded (/api/media/file/nope.webp), or a record whose
// file was removed — is the caller's dead link: 404, kept by no cache. Payload's own local-file route answers these
// with a 500 "Something went wrong." and an error-level log line per request, which any crawler can fill.
// Runs as the collection's first file handler (upload.handlers): it only looks, and lets Payload serve what exists.
// Local storage only: the day a cloud storage adapter serves the files (S3, several instances), this goes.
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

export function missingFileIs404(staticDir: string): FileHandler {
  const dir = path.resolve(staticDir)
  const handler = async (_req: unknown, { params }: { params: { filename: string } }) => {
    const file = path.resolve(dir, params.filename)
    // A name outside the folder is Payload's to refuse (400).
    if (!file.startsWith(dir + path.sep)) return
    try {
      if ((await stat(file)).isFile()) return
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err
    }
    return notFound()
  }
  // Payload types a handler's answer as Promise<Response> | Promise<void>; its loop takes a Promise of either.
  return handler as FileHandler
}
