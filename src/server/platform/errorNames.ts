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
