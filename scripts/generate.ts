// Regenerates the admin import map and src/payload-types.ts through Payload's API (the CLI sometimes exits 0
// having done nothing — upstream issue #17757).
import { childMain, runUntilOk } from './child'
import { loadEnv } from './env'

async function main() {
  const { generateImportMap } = await import('payload')
  const { generateTypes } = await import('payload/node')
  const config = await (await import('../payload.config')).default
  await generateImportMap(config, { log: true, force: true })
  await generateTypes(config)
}

if (process.env.SCRIPT_CHILD) childMain(main)
else {
  loadEnv()
  runUntilOk('scripts/generate.ts')
}
