// The house's legal identity (Sales → Company), invented for this shop: printed on every invoice and credit note.
import type { Payload } from 'payload'
import { DEFAULT_SELLER } from '../src/domain/company'

export async function seedCompany(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'company', depth: 0, overrideAccess: true })
  // Saved once already (by a seed or by staff): never overwritten.
  if ((current as { updatedAt?: string }).updatedAt) return
  await payload.updateGlobal({ slug: 'company', data: DEFAULT_SELLER, depth: 0, overrideAccess: true })
}
