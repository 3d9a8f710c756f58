// Hash-based CSP for pages that are the same for every visitor (and so may be cached): instead of a per-request
// nonce in the HTML, the server hashes the inline <script> elements of each HTML response as it sends it and lists
// those hashes in script-src. The text between the tags is hashed byte for byte, as the browser does.
import { createHash } from 'node:crypto'
import { tagManagerScripts } from '@/domain/tagManagerScripts'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

export const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

/** CSP hash sources of the inline scripts (those without src) of an HTML document, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>()
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`) || !body) continue
    out.add(sha256Source(body))
  }
  return [...out]
}

/** Scripts inserted from JavaScript (next/script), which the HTML does not contain as elements. */
export const knownScriptHashes = () => tagManagerScripts().map(sha256Source)
