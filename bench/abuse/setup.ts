// Child of bench/abuse.ts: the accounts an attacker and their victims would have, made on the server's own database
// (DATABASE_URL, PAYLOAD_SECRET) — verified shoppers (as one who proved their own mailbox) and service-team staff
// (as an admin would have invited them). Everything the bench then does goes over HTTP.
// Usage: tsx bench/abuse/setup.ts FILE   (writes the accounts as JSON)
import { writeFileSync } from 'node:fs'
import { childMain } from '../../scripts/child'
import { type Accounts, SHOPPERS, SHOPPER_PASSWORD, STAFF_PASSWORD } from './client'

childMain(async () => {
  const file = process.argv[2]
  if (!file) throw new Error('usage: setup.ts FILE')
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  const stamp = Date.now().toString(36)
  const shoppers = {} as Accounts['shoppers']
  for (const name of SHOPPERS) {
    const email = `${name.toLowerCase()}-${stamp}@bench.example`
    const doc = await payload.create({
      collection: 'customers',
      data: { email, password: SHOPPER_PASSWORD, _verified: true } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    shoppers[name] = { email, id: doc.id as number }
  }
  const staff: Accounts['staff'] = []
  for (let i = 0; i < 3; i++) {
    const email = `service-${i}-${stamp}@bench.example`
    const doc = await payload.create({
      collection: 'users',
      data: { email, password: STAFF_PASSWORD, name: `Service ${i}`, roles: ['service'] } as never,
      overrideAccess: true,
    })
    staff.push({ email, id: doc.id as number })
  }
  writeFileSync(file, JSON.stringify({ shoppers, staff } satisfies Accounts))
})
