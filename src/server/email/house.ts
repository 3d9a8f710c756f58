// Who signs every email, in its footer: the Paris boutique's address and phone (the Stores collection, type
// boutique) and the company's legal line (the Company global). Emails are built inside transactions (the order
// confirmation is queued in the payment's), so they never wait on a read: they take the copy kept here. The instance
// reads it once its database is ready (startup.ts, before it opens), takes a backoffice edit of the boutique or the
// company at once (their afterChange hooks), and reads it again whenever the copy is older than five minutes. Before
// the first read (a unit test, an instance without a database) the house's defaults stand in (src/domain/company.ts);
// the seed writes the same values.
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

type Boutique = {
  street?: string | null
  postalCode?: string | null
  city?: string | null
  phone?: string | null
  email?: string | null
}

let seller: SellerIdentity = DEFAULT_SELLER
let boutique: Boutique | null = null
let current: House = fromSeller(DEFAULT_SELLER)
let source: Payload | null = null
let readAt = 0
let reading: Promise<void> | null = null

/** The company's saved fields over the defaults (an empty field keeps the default). */
function sellerOf(company: object | null | undefined): SellerIdentity {
  const s = { ...DEFAULT_SELLER }
  for (const [k, v] of Object.entries(company ?? {}))
    if (k in s && v != null && v !== '') (s as Record<string, unknown>)[k] = v
  return s
}

function compose() {
  const base = fromSeller(seller)
  const b = boutique
  current = {
    address: b?.street && b.city ? `${b.street}, ${[b.postalCode, b.city].filter(Boolean).join(' ')}` : base.address,
    phone: b?.phone || base.phone,
    email: b?.email || base.email,
    legal: base.legal,
  }
}

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
  seller = sellerOf(company)
  boutique = stores.docs[0] ?? null
  compose()
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

/** Reads the house now (the instance, once its database is ready; tests, before they render). A failed read keeps
 *  the copy it had. */
export const houseRead = () => (source ? (refresh() ?? Promise.resolve()) : Promise.resolve())

/** A boutique or the company saved in the backoffice: the next email signs with it, without waiting for a read. */
export function houseEdited(edit: { store?: Boutique & { type?: string | null }; company?: object }) {
  if (edit.store?.type === 'boutique') boutique = edit.store
  if (edit.company) seller = sellerOf(edit.company)
  compose()
}

/** The footer's house, as last read. */
export function house(): House {
  if (source && Date.now() - readAt > REFRESH_MS) void refresh()
  return current
}
