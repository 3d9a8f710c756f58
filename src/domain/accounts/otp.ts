// One-time sign-in codes and the pin input: letters and digits, one character per box. Codes use an
// alphabet without look-alikes (no 0/O, 1/I/L) and are compared case-insensitively.
export const OTP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const OTP_LENGTH = 6
export const OTP_TTL_MS = 10 * 60_000
/**
 * Wrong codes, from every connection together, before the pending code is void (the shopper asks for a new one).
 * Each connection has only 5 (src/domain/accounts/lockout.ts), so voiding the owner's code takes ten connections,
 * and 50 guesses among 31⁶ codes leave a chance of 1 in 18 million.
 */
export const OTP_MAX_ATTEMPTS = 50

/** Keeps letters and digits only, upper-cased: what the pin boxes accept. */
export const pinChars = (text: string) => [...text.toUpperCase()].filter((c) => /^[A-Z0-9]$/.test(c))

/** A code as typed (spaces, dashes, lower case) in the form it was issued; null when it cannot be one. */
export function normalizeCode(text: string): string | null {
  const chars = pinChars(text)
  return chars.length === OTP_LENGTH ? chars.join('') : null
}

/** A code from random bytes (one byte per character; the alphabet's size makes the bias negligible). */
export const codeFromBytes = (bytes: Uint8Array) =>
  [...bytes.slice(0, OTP_LENGTH)].map((b) => OTP_ALPHABET[b % OTP_ALPHABET.length]).join('')

/**
 * The boxes after typing or pasting `text` into box `index`: each accepted character fills one box, from that box
 * on (a paste of the whole code fills every box; a paste into a middle box fills to the end). Returns the boxes and
 * the box to focus next.
 */
export function fillPin(boxes: readonly string[], index: number, text: string): { boxes: string[]; focus: number } {
  const chars = pinChars(text)
  const next = [...boxes]
  if (chars.length === 0) return { boxes: next, focus: index }
  // A whole code pasted anywhere starts from the first box.
  const start = chars.length >= boxes.length ? 0 : index
  chars.slice(0, boxes.length - start).forEach((c, i) => (next[start + i] = c))
  return { boxes: next, focus: Math.min(start + chars.length, boxes.length - 1) }
}
