// Authentication emails (password reset, address verification, one-time codes) carry a secret that signs in
// whoever reads it. They go to their recipient only: over SMTP when configured, otherwise into a file that only the
// server's operator can read (mode 0600, beside the database) — never into the outbox that staff read.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SendEmailOptions } from 'payload'
import { privateDir } from '../platform/database'

/** Header our own code sets on an auth email; Payload's built-in auth mails are marked in their HTML instead. */
export const AUTH_MAIL_HEADER = 'X-Maison-Auth'
const AUTH_MARK = '<!--maison:auth-->'

export const markAuthHTML = (html: string) => `${AUTH_MARK}${html}`

export function isAuthMail(message: SendEmailOptions): boolean {
  const headers = (message.headers ?? {}) as Record<string, unknown>
  if (Object.keys(headers).some((h) => h.toLowerCase() === AUTH_MAIL_HEADER.toLowerCase())) return true
  const html = typeof message.html === 'string' ? message.html : ''
  // The path test also catches a reset/verify mail built without the mark (e.g. Payload's default template).
  return html.startsWith(AUTH_MARK) || /\/app\/(reset|users\/verify)\//.test(html)
}

export const authMailDir = () => path.join(privateDir(), 'auth-mail')

/** Writes the message for the operator and returns the file's path. */
export function writeAuthMail(to: string, subject: string, body: string): string {
  const dir = authMailDir()
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.html`,
  )
  writeFileSync(
    file,
    `<!-- To: ${to.replace(/--/g, '-')} | Subject: ${subject.replace(/--/g, '-')} -->\n${body.replace(AUTH_MARK, '')}\n`,
    { mode: 0o600, flag: 'wx' },
  )
  return file
}
