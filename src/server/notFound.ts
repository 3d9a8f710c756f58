// A read that may find nothing: null when Payload answers that the document does not exist, and nothing else.
// A database failure (or a denied read) is thrown on, never turned into "not found": an endpoint then answers 503 and
// logs it instead of a 404, and a cached page being regenerated keeps its last good copy instead of caching a 404.
import { isPayloadError } from './platform/errorNames'

/** Payload's NotFound (findByID of an id that is not there, or not there for this user's access). */
export const isNotFound = (err: unknown) => isPayloadError(err, 'NotFound')

/** The document, or null when there is none; every other error propagates. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (err) {
    if (isNotFound(err)) return null
    throw err
  }
}
