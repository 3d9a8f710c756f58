// Where the shop may send someone after an action: a sign-in's ?next=, a preview link's path, the checkout's
// success and cancel URLs. Only a path of this site, starting with one "/", is kept; anything else gives way to a
// default the caller chooses (the account page of the shopper's language, the home page).
//
// Browsers are lenient where a check is strict: their URL parser drops tabs and newlines anywhere, reads "\" as
// "/", and servers or later hops may decode "%2F" and "%5C" again. So "/\evil.example" and "/<tab>/evil.example"
// both open evil.example. The rule is therefore stated on the text, and on every decoded form of it: no control
// character, no backslash, no "//" at the start. A legitimate path of ours never needs any of them.

/** Longer than any address of the shop: a redirect target past this is not one of ours. */
const MAX_LENGTH = 2048
// C0 controls (tab, LF, CR among them), DEL, and the backslash.
const UNSAFE = /[\u0000-\u001f\u007f\\]/
const PROBE_ORIGIN = 'https://maison.invalid'

/** The text and what it decodes to, once and again (double encoding), until nothing changes. */
function decodedForms(raw: string): string[] | null {
  const forms = [raw]
  for (let i = 0; i < 3; i++) {
    let next: string
    try {
      next = decodeURIComponent(forms.at(-1)!)
    } catch {
      // The text itself must decode; a later form may hold a literal "%" (from "%25") that does not.
      return i === 0 ? null : forms
    }
    if (next === forms.at(-1)) return forms
    forms.push(next)
  }
  return forms
}

const pathIsSafe = (form: string) => form.startsWith('/') && !form.startsWith('//') && !UNSAFE.test(form)

/** `raw` if it is a path of this site (one leading "/", nothing a browser reads as another host); else `fallback`. */
export function safeRedirectPath(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return fallback
  const forms = decodedForms(raw)
  if (!forms || !forms.every(pathIsSafe)) return fallback
  // What a browser makes of it, as the last word: the probe's own origin or nothing.
  return new URL(raw, PROBE_ORIGIN).origin === PROBE_ORIGIN ? raw : fallback
}

/**
 * An absolute URL on `origin`, or a safe path of this site resolved on it (checkout return URLs); else null.
 * The text is refused outright if it holds what the URL parser would quietly drop or rewrite.
 */
export function sameOriginUrl(raw: unknown, origin: string): URL | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || UNSAFE.test(raw)) return null
  const site = new URL(origin).origin
  if (raw.startsWith('/')) return safeRedirectPath(raw, '') ? new URL(raw, site) : null
  if (!URL.canParse(raw)) return null
  const url = new URL(raw)
  return url.origin === site ? url : null
}
