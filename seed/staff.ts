// The first staff account (an admin). A generated password is written once to a file only the server's operator
// can read (mode 0600, beside the database) — never to stdout, which ends up in server logs — and must be changed
// at the first sign-in. SEED_ADMIN_PASSWORD (tests, demos) sets a known password with no such requirement.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { privateDir } from '../src/server/platform/database'

export const FIRST_ADMIN_FILE = 'first-admin-password.txt'

export async function seedStaff(payload: Payload) {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return null
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@maison-sabine.example'
  const given = process.env.SEED_ADMIN_PASSWORD
  const password = given || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'], mustChangePassword: !given },
    overrideAccess: true,
  })
  if (!given) {
    const dir = privateDir()
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, FIRST_ADMIN_FILE)
    // 'w' replaces a file left by an earlier, wiped database; the account it named no longer exists.
    writeFileSync(
      file,
      `URL:      /app/login\nEmail:    ${email}\nPassword: ${password}\n(change it at first sign-in, then delete this file)\n`,
      { mode: 0o600 },
    )
    chmodSync(file, 0o600)
    const line = '─'.repeat(60)
    console.log(
      `\n${line}\n  Backoffice admin created: ${email}\n  Its one-time password is in ${file} (readable by this user only).\n${line}\n`,
    )
  }
  return { email, password }
}
