// The one password strength estimator of the shop: every new password, a shopper's or a staff member's, on every
// path (sign-up, reset, invitation, the account page, REST), is rated by zxcvbn-ts with its English and French
// dictionaries plus the house's own words and the account's name and address. A password it rates weak is refused
// whatever its length or variety: "P@ssw0rd", "chanel" or "louis1" pass a length-and-variety rule, not a cracker.
// Server code only: the dictionaries weigh megabytes, so the browser's meter keeps its light first hint
// (`passwordScore` in ./password.ts) and the form shows the server's refusal.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import * as fr from '@zxcvbn-ts/language-fr'

/** zxcvbn scores 0–4: under 10³, 10⁶, 10⁸, 10¹⁰ guesses, and beyond. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4

/**
 * The lowest score accepted. A shopper's account guards an address book and orders: at least a million guesses
 * (score 2). A staff account opens every shopper's data: at least 10⁸ guesses (score 3), besides its 12 characters.
 */
export const MIN_SCORE = { shopper: 2, staff: 3 } as const satisfies Record<string, StrengthScore>
export type Audience = keyof typeof MIN_SCORE

/** Words an attacker of this shop tries first, whoever the account belongs to. */
const HOUSE_WORDS = ['maison', 'sabine', 'maisonsabine', 'tournon', 'escarpin', 'bottine', 'vavin', 'luco']

let estimator: ZxcvbnFactory | undefined

// Built on first use (about 250 ms: the dictionaries are ranked once per process).
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  }))

/** The words of an email, a name or any text about the account, as guesses an attacker would try. */
export function personalWords(...texts: (string | null | undefined)[]): string[] {
  return texts
    .filter((t): t is string => typeof t === 'string' && t.length > 0)
    .flatMap((t) => [t, t.split('@')[0]!, ...t.toLowerCase().split(/[^\p{L}\p{N}]+/u)])
    .filter((w) => w.length >= 3)
}

/** The estimator's score for this password, the house's words and the account's own words counted as known. */
export function strengthScore(password: string, accountWords: string[] = []): StrengthScore {
  return zxcvbn().check(password, [...HOUSE_WORDS, ...accountWords]).score as StrengthScore
}

/** True when the estimator rates this password under what the audience needs. */
export const tooWeak = (password: string, audience: Audience, accountWords: string[] = []) =>
  strengthScore(password, accountWords) < MIN_SCORE[audience]
