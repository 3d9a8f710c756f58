// The first staff account (an admin). Its password is generated and printed once; never stored in the repo.
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export async function seedStaff(payload: Payload) {
  const existing = await payload.count({ collection: 'users', overrideAccess: true })
  if (existing.totalDocs > 0) return null
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@maison-sabine.example'
  const password = process.env.SEED_ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'] },
    overrideAccess: true,
  })
  if (!process.env.SEED_ADMIN_PASSWORD) {
    const line = '─'.repeat(60)
    console.log(`\n${line}\n  Backoffice admin created — shown once, keep it safe:\n  URL:      /app/login\n  Email:    ${email}\n  Password: ${password}\n${line}\n`)
  }
  return { email, password }
}
