// The shop's words for a schema failure that no field message of its own covers: a field missing from a request,
// a value of the wrong type, a list too long, a key the endpoint does not take. Installed once as zod's error map
// (./zod.ts, so in every bundle that builds a schema), in English; the endpoint pipeline parses in the caller's
// language and the storefront forms in the page's (messages/*.json, `issues`). So zod's own defaults ("Invalid
// input: expected string, received undefined") never reach a person. A schema's own message still wins.
import type { $ZodRawIssue } from 'zod/v4/core'
import { fill } from '../fill'

export const defaultIssueMessages = {
  required: 'Please fill in this field.',
  invalid: 'Please check this value.',
  tooLong: 'Please use at most {max} characters.',
  tooShort: 'Please use at least {min} characters.',
  tooMany: 'Please give at most {max} items.',
  tooFew: 'Please give at least {min} items.',
  tooLarge: 'Please enter a number no greater than {max}.',
  tooSmall: 'Please enter a number no less than {min}.',
  notWhole: 'Please enter a whole number.',
  choose: 'Please choose one of the options offered.',
  unexpected: 'This request carries fields the shop does not take: {keys}.',
}
export type IssueMessages = typeof defaultIssueMessages

/** The message for one issue zod raises; `m` is the caller's language (English when not given). */
export function issueMessage(issue: $ZodRawIssue, m: IssueMessages = defaultIssueMessages): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return m.required
      return issue.expected === 'int' && typeof issue.input === 'number' ? m.notWhole : m.invalid
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return fill(m.tooLong, { max })
      if (issue.origin === 'array' || issue.origin === 'set') return fill(m.tooMany, { max })
      return issue.origin === 'number' || issue.origin === 'int' ? fill(m.tooLarge, { max }) : m.invalid
    }
    case 'too_small': {
      const min = Number(issue.minimum)
      // A required text left empty is "missing" to the person typing it, not "too short".
      if (issue.origin === 'string') return min <= 1 ? m.required : fill(m.tooShort, { min })
      if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? m.required : fill(m.tooFew, { min })
      return issue.origin === 'number' || issue.origin === 'int' ? fill(m.tooSmall, { min }) : m.invalid
    }
    case 'invalid_value':
      return m.choose
    case 'unrecognized_keys':
      return fill(m.unexpected, { keys: issue.keys.join(', ') })
    default:
      return m.invalid
  }
}

/** A zod error map speaking `m`: for the global config, or one parse (`schema.safeParse(value, { error })`). */
export const issueMap =
  (m: IssueMessages = defaultIssueMessages) =>
  (issue: $ZodRawIssue) =>
    issueMessage(issue, m)
