// What a search that found nothing offers instead: the product types (the type whose name is nearest the query
// first, "Did you mean"), then a few popular pairs. Nearness is the edit distance between folded, stemmed words,
// so "sandles" points to Sandals and « escarpn » to Escarpins.
import { stem } from './terms'

export const POPULAR_SHOWN = 4

export interface TypeLink {
  slug: string
  name: string
}

/** Levenshtein distance, with an early exit once every path exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    if (Math.min(...row) > max) return max + 1
    prev = row
  }
  return prev[b.length]
}

const words = (s: string) =>
  s
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem)

/** The type a mistyped query most likely meant: some word within a third of its length of the type's name. */
export function nearestType<T extends TypeLink>(q: string, types: readonly T[]): T | null {
  let best: { type: T; d: number } | null = null
  for (const word of words(q)) {
    if (word.length < 4) continue
    const max = Math.max(1, Math.floor(word.length / 3))
    for (const type of types)
      for (const name of words(`${type.name} ${type.slug}`)) {
        const d = distance(word, name, max)
        if (d <= max && (!best || d < best.d)) best = { type, d }
      }
  }
  return best?.type ?? null
}

export function noResultSuggestions<T extends TypeLink, P>(q: string, types: readonly T[], popular: readonly P[]) {
  const near = nearestType(q, types)
  return {
    near,
    types: near ? [near, ...types.filter((t) => t.slug !== near.slug)] : [...types],
    popular: popular.slice(0, POPULAR_SHOWN),
  }
}
