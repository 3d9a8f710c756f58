// Makes the image sizes an upload should have and lacks: pictures uploaded before a size existed (the 768 px
// `medium`, the AVIF twins). Payload only makes sizes when a file is uploaded, and its own re-processing deletes the
// original and every size before it writes the new ones (payloadcms/payload#2315: a failure in between loses the
// original). This adds files and never removes or rewrites one:
// - the original is only read;
// - each missing size is written under a name no file has yet (a temporary file, then a rename that does not
//   replace), with the geometry Payload's upload gives it (same resize, same focal-point crop);
// - only then is the document's `sizes` entry for it set. A run stopped half-way leaves, at worst, a file no
//   document names; the next run makes that size again under another name.
import { randomUUID } from 'node:crypto'
import { constants } from 'node:fs'
import { access, copyFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageSize, Payload } from 'payload'
import type { Sharp } from 'sharp'
import { missingSizes } from '@/domain/imageSizes'
import type { Media } from '@/payload-types'
import { ensureLocalFile } from './replicas'

export interface RegenerateReport {
  /** Media documents looked at. */
  checked: number
  /** Documents that gained at least one size. */
  updated: number
  /** Files written, by size name. */
  made: Record<string, number>
  /** Documents whose original could not be read or resized: left exactly as they were. */
  failed: { id: number; filename: string | null; error: string }[]
}

type SharpFn = (input: string) => Sharp

const exists = (file: string) =>
  access(file, constants.F_OK).then(
    () => true,
    () => false,
  )

/** '<stem>-<w>x<h>.<ext>' as Payload names sizes, with '-1', '-2'… when that name is taken. */
async function freeName(dir: string, stem: string, width: number, height: number, ext: string) {
  for (let n = 0; ; n++) {
    const name = `${stem}-${width}x${height}${n ? `-${n}` : ''}.${ext}`
    if (!(await exists(path.join(dir, name)))) return name
  }
}

/** The size as Payload's upload makes it: a plain resize, or the focal-point crop for a size of another ratio. */
async function render(sharp: SharpFn, source: string, original: { width: number; height: number }, size: ImageSize, focal?: { x: number; y: number }) {
  const base = sharp(source).rotate()
  let image: Sharp
  const differentRatio =
    size.width && size.height && size.fit !== 'contain' && size.fit !== 'inside' &&
    size.width / size.height !== original.width / original.height
  if (focal && differentRatio) {
    const width = size.width!
    const height = size.height!
    const byHeight = width / height < original.width / original.height
    const scaled = base.clone().resize({ fastShrinkOnLoad: false, height: byHeight ? height : undefined, width: byHeight ? undefined : width })
    const { info } = await scaled.clone().toBuffer({ resolveWithObject: true })
    const bound = (center: number, half: number, room: number, extent: number) =>
      Math.floor(Math.max(0, center + half > room ? room - extent : center - half))
    image = scaled.extract({
      width,
      height,
      left: bound(info.width * (focal.x / 100), width / 2, info.width, width),
      top: bound(info.height * (focal.y / 100), height / 2, info.height, height),
    })
  } else {
    const { name: _name, formatOptions: _f, generateImageName: _g, ...resize } = size
    image = base.clone().resize(resize)
  }
  if (size.formatOptions) image = image.toFormat(size.formatOptions.format, size.formatOptions.options)
  return image.toBuffer({ resolveWithObject: true })
}

const MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

/**
 * Makes every missing size of every media document (or of `ids`), one document at a time. Returns what it did;
 * a document that fails is reported and left untouched, and the run goes on.
 */
export async function regenerateMissingSizes(payload: Payload, opts: { ids?: number[]; log?: (line: string) => void } = {}): Promise<RegenerateReport> {
  const upload = payload.collections.media.config.upload
  const specs = upload.imageSizes ?? []
  const dir = path.resolve(upload.staticDir ?? 'media')
  const sharp = payload.config.sharp as unknown as SharpFn | undefined
  if (!sharp) throw new Error('Payload has no sharp: sizes cannot be made')
  const report: RegenerateReport = { checked: 0, updated: 0, made: {}, failed: [] }
  for (let page = 1; ; page++) {
    const batch = await payload.find({
      collection: 'media',
      where: opts.ids ? { id: { in: opts.ids } } : {},
      sort: 'id',
      page,
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of batch.docs as Media[]) {
      report.checked++
      if (!doc.filename || !doc.width || !doc.height || !doc.mimeType?.startsWith('image/') || doc.mimeType === 'image/svg+xml') continue
      const missing = missingSizes({ width: doc.width, height: doc.height }, doc.sizes as never, specs)
      if (missing.length === 0) continue
      const source = path.join(dir, doc.filename)
      const written: string[] = []
      try {
        if (!(await ensureLocalFile(dir, doc.filename))) throw new Error(`original file not found: ${doc.filename}`)
        const stem = doc.filename.replace(/\.[^.]+$/, '')
        const focal = typeof doc.focalX === 'number' && typeof doc.focalY === 'number' ? { x: doc.focalX, y: doc.focalY } : undefined
        const sizes: Record<string, unknown> = {}
        for (const spec of missing) {
          const size = specs.find((s) => s.name === spec.name)!
          const { data, info } = await render(sharp, source, { width: doc.width, height: doc.height }, size, focal)
          const name = await freeName(dir, stem, info.width, info.height, info.format === 'heif' ? 'avif' : info.format)
          const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`)
          await writeFile(tmp, data)
          // COPYFILE_EXCL: never replaces a file that appeared under that name in the meantime.
          await copyFile(tmp, path.join(dir, name), constants.COPYFILE_EXCL).finally(() => rm(tmp, { force: true }))
          written.push(name)
          const ext = name.split('.').pop()!
          sizes[spec.name] = { filename: name, filesize: data.length, width: info.width, height: info.height, mimeType: MIME[ext] ?? `image/${ext}` }
        }
        await payload.update({
          collection: 'media',
          id: doc.id,
          data: { sizes: { ...stripUrls(doc.sizes), ...sizes } } as never,
          overrideAccess: true,
          // One revalidation for the whole run (the caller's), not one per picture.
          context: { disableRevalidate: true },
        })
        report.updated++
        for (const spec of missing) report.made[spec.name] = (report.made[spec.name] ?? 0) + 1
        opts.log?.(`media ${doc.id} (${doc.filename}): made ${missing.map((s) => s.name).join(', ')}`)
      } catch (err) {
        // The document was not changed: the files written for it are not named by any document, so they go.
        await Promise.all(written.map((name) => rm(path.join(dir, name), { force: true })))
        report.failed.push({ id: doc.id, filename: doc.filename ?? null, error: err instanceof Error ? err.message : String(err) })
        opts.log?.(`media ${doc.id} (${doc.filename}): left as it was (${err instanceof Error ? err.message : String(err)})`)
      }
    }
    if (!batch.hasNextPage) break
  }
  return report
}

/** Stored sizes without the URLs Payload computes when it reads them (they are not data to write back). */
function stripUrls(sizes: Media['sizes']) {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(sizes ?? {})) {
    if (!value) continue
    const { url: _url, ...rest } = value as { url?: unknown }
    out[name] = rest
  }
  return out
}
