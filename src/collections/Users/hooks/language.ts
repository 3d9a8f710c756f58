// The backoffice language a staff member chose is kept on their account and applied at every sign-in (and when they
// change it), by setting the admin's language cookie on the response — so it follows them to any browser.
import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'

function setLanguageCookie(req: PayloadRequest, language: unknown) {
  if (language !== 'en' && language !== 'fr') return
  const name = `${req.payload.config.cookiePrefix || 'payload'}-lng`
  const headers = req.responseHeaders ?? new Headers()
  headers.append('Set-Cookie', `${name}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`)
  req.responseHeaders = headers
}

export const applyLanguageAtLogin: CollectionAfterLoginHook = ({ req, user }) => {
  setLanguageCookie(req, user.language)
}

export const applyOwnLanguageChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && req.user?.id === doc.id && doc.language !== previousDoc?.language)
    setLanguageCookie(req, doc.language)
  return doc
}
