// The id of the build this server runs (Next writes it to <distDir>/BUILD_ID). 'development' under next dev.
import { readFileSync } from 'node:fs'
import path from 'node:path'

let cached: string | null = null

export function buildId(): string {
  if (cached) return cached
  try {
    cached = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    cached = 'development'
  }
  return cached
}
