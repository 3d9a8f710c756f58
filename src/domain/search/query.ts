// What a shopper types into the search field, made into the query the index reads: one line of text, no control
// characters, single spaces, at most SEARCH_Q_MAX characters. The endpoint refuses a longer query (a 422 the field
// names); the results page, reached by a link anyone can edit, cuts it instead of failing.
import { fold } from '../recommend/vocabulary'

export const SEARCH_Q_MAX = 80
/** Below two letters or digits a query matches half the shop: the typeahead waits, the page shows suggestions. */
export const SEARCH_MIN_CHARS = 2

export function normalizeQuery(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Enough letters or digits to search with. */
export const searchable = (q: string) => fold(q).replace(/[^\p{L}\p{N}]/gu, '').length >= SEARCH_MIN_CHARS

/** The `q` of a results page's URL (?q=a&q=b reads the first), normalised and cut to the longest query searched. */
export function pageQuery(raw: string | string[] | undefined): string {
  const first = Array.isArray(raw) ? raw[0] : raw
  return normalizeQuery(first ?? '')
    .slice(0, SEARCH_Q_MAX)
    .trim()
}

/** The results page in either language (/search, /fr/search). */
export const isSearchPath = (pathname: string) => /^(?:\/fr)?\/search\/?$/.test(pathname)

/** The results page and the typeahead answer alike for everyone who asks the same URL: a shared cache keeps them a
 *  minute, the browser asks again each time (the catalog may change meanwhile). */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
