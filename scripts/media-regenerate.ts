// `npm run media:regenerate`: makes the image sizes that pictures uploaded before a size existed lack (the 768 px
// WebP, the AVIF twins), without touching any existing file (src/server/media/regenerate.ts). Safe to run on a
// live shop and to run again: a picture that has all its sizes is left alone. The running server is then asked to
// refresh its pages (it listens on PORT or INTERNAL_URL); if it is not running, pages pick the sizes up when
// they are next rendered.
import { childMain, runUntilOk } from './child'
import { loadEnv } from './env'

async function main() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { migrationsForDatabase } = await import('../src/server/platform/migrations')
  const { regenerateMissingSizes } = await import('../src/server/media/regenerate')
  const { revalidateOverHttp } = await import('../src/server/cache/revalidateOverHttp')
  const { MEDIA_TAG } = await import('../src/server/cache/contentTags')
  const payload = await getPayload({ config })
  // The sizes' columns come with the code: a database this code has not started on yet gets them first.
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  const report = await regenerateMissingSizes(payload, { log: (line) => console.log(line) })
  const made =
    Object.entries(report.made)
      .map(([name, n]) => `${name} ×${n}`)
      .join(', ') || 'nothing'
  console.log(
    `Checked ${report.checked} picture(s); ${report.updated} gained sizes (${made}); ${report.failed.length} left as they were.`,
  )
  for (const f of report.failed) console.log(`  media ${f.id} (${f.filename}): ${f.error}`)
  if (report.updated) await revalidateOverHttp({ tags: [MEDIA_TAG], paths: [] })
  if (report.failed.length) throw new Error(`${report.failed.length} picture(s) could not be given their sizes`)
}

if (process.env.SCRIPT_CHILD) childMain(main)
else {
  loadEnv()
  runUntilOk('scripts/media-regenerate.ts')
}
