// The media files' copies in the bucket (./objectStore.ts), kept by the media collection's hooks and file route:
// - a save that wrote files (an upload, a new file, sizes made by `npm run media:regenerate`) puts each new one in the
//   bucket before the save is answered; a bucket that refuses fails the save, so no instance ever links a file only
//   one disk holds;
// - a deleted image's files leave the bucket;
// - a file asked of an instance whose disk lacks it is fetched from the bucket and kept on that disk.
// Without a bucket each of these does nothing.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { APIError, type CollectionAfterChangeHook, type CollectionAfterDeleteHook } from 'payload'
import { log } from '../platform/log'
import { objectStore } from './objectStore'

type FileDoc = {
  filename?: string | null
  mimeType?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | null | undefined> | null
}

/** Every file a media document names: its original and each size, with its type. */
export function filesOf(doc: FileDoc | null | undefined): { name: string; type: string }[] {
  if (!doc?.filename) return []
  const files = [{ name: doc.filename, type: doc.mimeType || 'application/octet-stream' }]
  for (const size of Object.values(doc.sizes ?? {}))
    if (size?.filename) files.push({ name: size.filename, type: size.mimeType || 'application/octet-stream' })
  return files
}

const stored = (dir: string, name: string) => {
  const root = path.resolve(dir)
  const file = path.resolve(root, name)
  // A name that would leave the folder is never read or written here (Payload refuses it with a 400).
  return file.startsWith(root + path.sep) ? file : null
}

const COPY = {
  en: 'The picture could not be stored in the shared media bucket. Nothing was saved; please try again in a moment.',
  fr: 'L’image n’a pas pu être déposée dans le stockage partagé des médias. Rien n’a été enregistré\u00a0; veuillez réessayer dans un instant.',
}

/** afterChange of the media collection: the files this save wrote go to the bucket. */
export function replicateFiles(dir: string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    const store = objectStore()
    if (!store) return doc
    const before = new Set(filesOf(previousDoc).map((f) => f.name))
    const fresh = filesOf(doc).filter((f) => !before.has(f.name))
    try {
      for (const f of fresh) {
        const file = stored(dir, f.name)
        if (file) await store.put(f.name, await readFile(file), f.type)
      }
    } catch (err) {
      log.error('Media bucket refused a file', { err: String(err) })
      throw new APIError(req.i18n?.language === 'fr' ? COPY.fr : COPY.en, 503, null, true)
    }
    return doc
  }
}

/** afterDelete of the media collection: the image's files leave the bucket (a failure is logged, not shown). */
export function removeReplicas(): CollectionAfterDeleteHook {
  return async ({ doc }) => {
    const store = objectStore()
    if (!store) return doc
    await store.remove(filesOf(doc).map((f) => f.name)).catch((err) => {
      log.error('Media bucket kept deleted files', { err: String(err) })
    })
    return doc
  }
}

/**
 * Makes sure `name` is on this instance's disk: true when it is, or was fetched from the bucket just now; false when
 * neither has it (or the name leaves the folder).
 */
export async function ensureLocalFile(dir: string, name: string): Promise<boolean> {
  const file = stored(dir, name)
  if (!file) return false
  try {
    if ((await stat(file)).isFile()) return true
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err
  }
  const store = objectStore()
  if (!store) return false
  const bytes = await store.get(name)
  if (!bytes) return false
  await mkdir(path.dirname(file), { recursive: true })
  // Written beside, then renamed: a reader never sees half a file, and two fetches of one file both succeed.
  const tmp = `${file}.${randomUUID()}.part`
  await writeFile(tmp, bytes)
  await rename(tmp, file).catch(async (err) => {
    await rm(tmp, { force: true })
    throw err
  })
  return true
}
