// Who the seller is on a document: the copy frozen on it when it was issued. The Company global is read only at
// issue (a later change of address must not rewrite an invoice already sent) and for documents issued before
// copies were kept, which have none.
import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_SELLER, type SellerIdentity } from '@/domain/company'

type Stored = { [K in keyof SellerIdentity]?: SellerIdentity[K] | string | number | null } | null | undefined

const KEYS = Object.keys(DEFAULT_SELLER) as (keyof SellerIdentity)[]

/** A stored identity (global or copy) with each missing value taken from the house's default. */
function complete(s: Stored): SellerIdentity {
  const out = { ...DEFAULT_SELLER } as Record<string, unknown>
  for (const k of KEYS) if (s?.[k] != null && s[k] !== '') out[k] = s[k]
  return out as SellerIdentity
}

/** The Company global as it stands, to copy onto a document being issued (inside the issuing transaction). */
export async function currentSeller(payload: Payload, req?: Partial<PayloadRequest>): Promise<SellerIdentity> {
  const g = await payload.findGlobal({ slug: 'company', depth: 0, req, overrideAccess: true })
  return complete(g as Stored)
}

/** The identity a document prints: its frozen copy, or (issued before copies were kept) the current one. */
export async function sellerOf(payload: Payload, doc: { seller?: Stored }): Promise<SellerIdentity> {
  return doc.seller?.name ? complete(doc.seller) : currentSeller(payload)
}
