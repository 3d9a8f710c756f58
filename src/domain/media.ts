// Uploaded media as the pages see it. Ids (unpopulated relations) and documents without a file are not media,
// so a page seeded without imagery still lays out.
import type { Media } from '@/payload-types'

// Payload prefixes upload URLs with SERVER_URL; pages link them as site paths, the same HTML whatever the host.
export const localUrl = (url: string) => url.replace(/^https?:\/\/[^/]+(?=\/api\/media\/)/, '')

export const isMedia = (m: unknown): m is Media =>
  typeof m === 'object' && m !== null && 'url' in m && Boolean((m as Media).url)
