// Reads structure out of an article's Lexical body (no React): its places, for the filming-locations page.
export interface Place {
  id?: string | null
  name: string
  address: string
  lat: number
  lng: number
  note?: string | null
}

export function placesOf(content: unknown): Place[] {
  const root = (content as { root?: { children?: unknown[] } } | null)?.root
  const out: Place[] = []
  for (const n of root?.children ?? []) {
    const node = n as { type?: string; fields?: { blockType?: string; places?: Place[] } }
    if (node.type === 'block' && node.fields?.blockType === 'placesMap') out.push(...(node.fields.places ?? []))
  }
  return out
}
