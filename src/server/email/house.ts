// Who signs every email, in its footer: the Paris boutique's address and phone (the Stores collection, type
// boutique) and the company's legal line (the Company global). Emails are built inside transactions (the order
// confirmation is queued in the payment's), so they never wait on a read: they take the copy kept here, which the
// Payload instance refreshes in the background (first read when an email first asks — not at init, while the
// database may still be migrating — then whenever the copy is older than five minutes). Until that first read, and in
// unit tests, the house's defaults (src/domain/company.ts) stand in: the seed writes the same values.
import type { Payload } from 'payload'
import { DEFAULT_SELLER, type SellerIdentity, spacedSiren } from '@/domain/company'
import { log } from '../platform/log'

export interface House {
  /** The boutique's address on one line: "12 rue de Tournon, 75006 Paris". */
  address: string
  phone: string
  email: string
  /** "Maison Sabine SAS · RCS Paris 812 453 678". */
  legal: string
}

const REFRESH_MS = 5 * 60_000

const legalLine = (s: SellerIdentity) => `${s.name} · RCS ${s.rcsCity} ${spacedSiren(s.siren)}`

const fromSeller = (s: SellerIdentity): House => ({
  address: `${s.street}, ${s.postalCode} ${s.city}`,
  phone: s.phone,
  email: s.email,
  legal: legalLine(s),
})

let current: House = fromSeller(DEFAULT_SELLER)
let source: Payload | null = null
let readAt = 0
let reading: Promise<void> | null = null

async function read(payload: Payload) {
  const [stores, company] = await Promise.all([
    payload.find({
      collection: 'stores',
      where: { type: { equals: 'boutique' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.findGlobal({ slug: 'company', depth: 0, overrideAccess: true }),
  ])
  const seller = { ...DEFAULT_SELLER }
  for (const [k, v] of Object.entries(company ?? {}))
    if (k in seller && v != null && v !== '') (seller as Record<string, unknown>)[k] = v
  const b = stores.docs[0]
  const base = fromSeller(seller)
  current = {
    address: b?.street && b.city ? `${b.street}, ${[b.postalCode, b.city].filter(Boolean).join(' ')}` : base.address,
    phone: b?.phone || base.phone,
    email: b?.email || base.email,
    legal: base.legal,
  }
}

function refresh() {
  if (!source) return null
  if (reading) return reading
  const payload = source
  readAt = Date.now()
  // A failed read keeps the last good copy (an email is never held up by its footer); the log says why.
  reading = read(payload)
    .catch((err: unknown) => log.warn('email footer: boutique read failed, last copy kept', { err: String(err) }))
    .finally(() => (reading = null))
  return reading
}

/** Called once by the Payload instance at init: from then on the footer follows the backoffice's data. */
export function houseFrom(payload: Payload) {
  source = payload
  readAt = 0
}

/** @internal Tests wait for the background read before they render. */
export const houseRead = () => (source ? (refresh() ?? Promise.resolve()) : Promise.resolve())

/** The footer's house, as last read. */
export function house(): House {
  if (source && Date.now() - readAt > REFRESH_MS) void refresh()
  return current
}
