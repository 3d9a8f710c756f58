// Payload names its errors after their class (`this.name = this.constructor.name`), and `loggingLevels` and the
// admin's error messages key on those names. The production server bundle minifies class names (Forbidden became
// `o`), so every access denial was logged as an error with its stack. Restoring the names keeps a 403 one info line.
import {
  APIError,
  AuthenticationError,
  ErrorDeletingFile,
  FileRetrievalError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
} from 'payload'

const CLASSES = {
  APIError,
  AuthenticationError,
  ErrorDeletingFile,
  FileRetrievalError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
}

export function restoreErrorNames() {
  for (const [name, cls] of Object.entries(CLASSES)) {
    if (cls.name !== name) Object.defineProperty(cls, 'name', { value: name, configurable: true })
  }
}
