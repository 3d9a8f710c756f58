// Payload names its errors after their class (`this.name = this.constructor.name`), and `loggingLevels` and the
// admin's error messages key on those names. The production server bundle minifies class names (Forbidden became
// `o`), so every access denial was logged as an error with its stack. Restoring the names keeps a 403 one info line.
import * as payloadExports from 'payload'

const NAMES = [
  'APIError',
  'AuthenticationError',
  'ErrorDeletingFile',
  'FileRetrievalError',
  'FileUploadError',
  'Forbidden',
  'Locked',
  'LockedAuth',
  'MissingFile',
  'NotFound',
  'QueryError',
  'UnauthorizedError',
  'UnverifiedEmail',
  'ValidationError',
] as const

export function restoreErrorNames() {
  for (const name of NAMES) {
    const cls = payloadExports[name] as { name: string }
    if (cls.name !== name) Object.defineProperty(cls, 'name', { value: name, configurable: true })
  }
}

/** Whether `err` is Payload's error of that name. By name as well as by class: the production server bundles
 *  Payload more than once (the instrumentation and each route), so an error thrown by one copy is not an instance
 *  of the class another copy exports. */
export function isPayloadError(err: unknown, name: (typeof NAMES)[number]): boolean {
  const cls = payloadExports[name] as unknown as new (...args: never[]) => Error
  return err instanceof cls || (err instanceof Error && err.name === name)
}
