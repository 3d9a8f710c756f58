// Child of bench/live-cart.ts: makes N verified customers on the bench database (DATABASE_URL, PAYLOAD_SECRET) and
// writes their ids and session cookies, as JSON, to the file given. Usage: tsx bench/live-cart-customers.ts N FILE
import { writeFileSync } from 'node:fs'
import { childMain } from '../scripts/child'

childMain(async () => {
  const [n, file] = [Number(process.argv[2]), process.argv[3]]
  if (!(n > 0) || !file) throw new Error('usage: live-cart-customers.ts N FILE')
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { CUSTOMER_COOKIE } = await import('../src/server/http/customerSession')
  const payload = await getPayload({ config })
  const out: { id: number; cookie: string }[] = []
  for (let i = 0; i < n; i++) {
    const email = `bench-${i}-${Date.now()}@bench.example`
    const password = 'a fine long bench password'
    const doc = await payload.create({
      collection: 'customers',
      data: { email, password, _verified: true } as never,
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const { token } = await payload.login({ collection: 'customers', data: { email, password } })
    out.push({ id: doc.id as number, cookie: `${CUSTOMER_COOKIE}=${token}` })
  }
  writeFileSync(file, JSON.stringify(out))
})
