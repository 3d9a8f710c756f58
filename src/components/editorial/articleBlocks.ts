// Reads structure out of an article's Lexical body (no React): its places, for the filming-locations page.
import type { Place } from './blocks/Places'

export function placesOf(content: unknown): Place[] {
  const root = (content as { root?: { children?: unknown[] } } | null)?.root
  const out: Place[] = []
  for (const n of root?.children ?? []) {
    const node = n as { type?: string; fields?: { blockType?: string; places?: Place[] } }
    if (node.type === 'block' && node.fields?.blockType === 'placesMap') out.push(...(node.fields.places ?? []))
  }
  return out
}
