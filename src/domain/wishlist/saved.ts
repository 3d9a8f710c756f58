// The shopper's saved pairs (the wishlist): colourways by product id, most recently saved first. A guest keeps them
// in the browser; a signed-in shopper on the account, beside the saved cart. Signing in joins the two lists: what
// the account held stays first, in its order, then what the guest saved on this device that it lacked.

/** More would be a catalogue, not a wishlist; the oldest saved go first past it. */
export const WISHLIST_MAX = 60

const clean = (ids: readonly unknown[]): number[] => {
  const seen = new Set<number>()
  const out: number[] = []
  for (const id of ids) {
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || seen.has(id)) continue
    seen.add(id)
    out.push(id)
  }
  return out
}

/** One list from any input: positive whole ids, each once, the first occurrence kept, at most WISHLIST_MAX. */
export const normaliseSaved = (ids: readonly unknown[]): number[] => clean(ids).slice(0, WISHLIST_MAX)

/** Saves a pair (first in the list) or takes it out when it is there. */
export function toggleSaved(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : normaliseSaved([id, ...list])
}

/** The account's list after a sign-in on a device where the guest saved `guest`. */
export const mergeSaved = (account: readonly number[], guest: readonly number[]): number[] =>
  normaliseSaved([...account, ...guest])

export const sameSaved = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/** What the browser kept (JSON text), or an empty list for anything else. */
export function parseStoredSaved(text: string | null): number[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? normaliseSaved(value) : []
  } catch {
    return []
  }
}
