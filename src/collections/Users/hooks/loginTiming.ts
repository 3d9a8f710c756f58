// A staff sign-in for an address without an account answered in 15–22 ms, one for an account in 235–477 ms (the
// password hash): the time alone told which addresses are staff. Before Payload's login looks the address up, this
// looks it up the same way and, when there is no account, spends what checking a password costs.
import type { CollectionBeforeOperationHook } from 'payload'
import { spendHashTime } from '@/server/accounts/credentials'

export const sameWorkForUnknownAddresses: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  // Payload refuses these itself, before any lookup, whatever the address.
  if (!email || password.trim() === '') return args
  // Payload's login finds the account with the same condition, whoever asks (no access applies before a sign-in).
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) await spendHashTime(password)
  return args
}
