// A rule a collection hook enforces, refused the way Payload answers it: 422 (the request is well formed, the move
// is not allowed) with the rule's own message, shown in the backoffice's toast and in the REST error body.
import { APIError } from 'payload'

export function refusal(message: string) {
  const err = new APIError(message, 422, null, true)
  // Payload shows an error's message only when it has a name, and the production bundle leaves the class unnamed
  // (the backoffice then said 'An unknown error occurred.' instead of the refused move).
  err.name = 'TransitionError'
  return err
}

/** The reader's language for a refusal: the backoffice sends its own with each request (Payload's req.i18n). */
export const refusalLanguage = (req: { i18n?: { language?: string } }) => (req.i18n?.language === 'fr' ? 'fr' : 'en')

/**
 * Runs a domain assertion (assertTransition, assertSupplierTransition) and turns its typed refusal into a 422: the
 * domain's English message, or `french` for a French reader (the pipeline board shows the message as it comes).
 */
export function enforce(assertion: () => void, french?: string) {
  try {
    assertion()
  } catch (e) {
    if (e instanceof Error && e.name === 'TransitionError') throw refusal(french ?? e.message)
    throw e
  }
}
