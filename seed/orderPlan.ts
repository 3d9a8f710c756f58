// What the sample orders of SEED_ORDERS are (seed/orders.ts writes them): pure and deterministic, order n is always
// the same shopper, address, basket and fate; only its dates follow the clock it is given. A year of a growing shop:
// more orders lately than a year ago; most delivered, some returned and refunded, a few cancelled, abandoned checkouts
// expired; the last days' orders still paid, in preparation or on their way. Each order walks the moves the domain
// allows (src/domain/orders.ts), and its status is the last move already reached by `now`.
import { ORDER_TRANSITIONS, type OrderStatus } from '../src/domain/orders'
import type { Carrier } from '../src/domain/fulfilment'
import { prng } from './images/util'

/** The mark of a sample order: its payment request id is this prefix and its index (the seed's idempotence key). */
export const SAMPLE_ORDER_PREFIX = 'seed-order-'
export const sampleRequestId = (index: number) => `${SAMPLE_ORDER_PREFIX}${String(index).padStart(6, '0')}`

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The seed's generator (mulberry32) seeded from the order's index: the same index always draws the same. */
const random = (index: number) => prng(index * 2654435761)
type Rand = ReturnType<typeof random>
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!
const between = (r: Rand, lo: number, hi: number) => lo + r() * (hi - lo)
const digits = (r: Rand, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('')
function weighted<K extends string>(r: Rand, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][]
  let x = r() * entries.reduce((s, [, w]) => s + w, 0)
  for (const [k, w] of entries) if ((x -= w) < 0) return k
  return entries[0]![0]
}

interface Place {
  city: string
  postalCode: string
  street: string
}
interface Country {
  weight: number
  locale: 'en' | 'fr' | 'mixed'
  phone: string
  first: readonly string[]
  last: readonly string[]
  places: readonly Place[]
}

// Where the house's shoppers live: France first, then its neighbours and London; every one a country the shipping
// zones deliver to (src/domain/schemas/countries.ts — the shop ships within Europe only).
const COUNTRIES: Record<string, Country> = {
  FR: {
    weight: 45,
    locale: 'fr',
    phone: '+33 6',
    first: ['Camille', 'Claire', 'Juliette', 'Inès', 'Louise', 'Margaux', 'Chloé', 'Léa', 'Hélène', 'Sophie'],
    last: ['Martin', 'Bernard', 'Dubois', 'Laurent', 'Lefèvre', 'Moreau', 'Fournier', 'Girard', 'Mercier', 'Garnier'],
    places: [
      { city: 'Paris', postalCode: '75006', street: 'rue de Grenelle' },
      { city: 'Paris', postalCode: '75016', street: 'avenue Victor-Hugo' },
      { city: 'Paris', postalCode: '75003', street: 'rue de Turenne' },
      { city: 'Lyon', postalCode: '69002', street: 'rue de la République' },
      { city: 'Bordeaux', postalCode: '33000', street: 'cours de l’Intendance' },
      { city: 'Nice', postalCode: '06000', street: 'boulevard Victor-Hugo' },
      { city: 'Lille', postalCode: '59800', street: 'rue Esquermoise' },
      { city: 'Neuilly-sur-Seine', postalCode: '92200', street: 'boulevard Bineau' },
    ],
  },
  DE: {
    weight: 12,
    locale: 'en',
    phone: '+49 151',
    first: ['Anna', 'Lena', 'Katharina', 'Sophie', 'Julia', 'Marie'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner'],
    places: [
      { city: 'Berlin', postalCode: '10719', street: 'Kurfürstendamm' },
      { city: 'München', postalCode: '80539', street: 'Maximilianstraße' },
      { city: 'Hamburg', postalCode: '20354', street: 'Neuer Wall' },
      { city: 'Düsseldorf', postalCode: '40212', street: 'Königsallee' },
    ],
  },
  IT: {
    weight: 10,
    locale: 'en',
    phone: '+39 347',
    first: ['Giulia', 'Francesca', 'Chiara', 'Sofia', 'Alessia', 'Martina'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano'],
    places: [
      { city: 'Milano', postalCode: '20121', street: 'Via Montenapoleone' },
      { city: 'Roma', postalCode: '00187', street: 'Via Condotti' },
      { city: 'Firenze', postalCode: '50123', street: 'Via de’ Tornabuoni' },
    ],
  },
  GB: {
    weight: 10,
    locale: 'en',
    phone: '+44 7700',
    first: ['Charlotte', 'Emily', 'Olivia', 'Amelia', 'Harriet', 'Grace'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Davies'],
    places: [
      { city: 'London', postalCode: 'W1K 2TB', street: 'Mount Street' },
      { city: 'London', postalCode: 'SW3 2EP', street: 'Sloane Avenue' },
      { city: 'Edinburgh', postalCode: 'EH2 2PF', street: 'George Street' },
    ],
  },
  BE: {
    weight: 6,
    locale: 'mixed',
    phone: '+32 470',
    first: ['Élise', 'Marie', 'Charlotte', 'Lotte'],
    last: ['Peeters', 'Janssens', 'Lambert', 'Dumont'],
    places: [
      { city: 'Bruxelles', postalCode: '1000', street: 'boulevard de Waterloo' },
      { city: 'Antwerpen', postalCode: '2000', street: 'Schuttershofstraat' },
    ],
  },
  CH: {
    weight: 5,
    locale: 'mixed',
    phone: '+41 79',
    first: ['Laura', 'Noémie', 'Léonie', 'Mia'],
    last: ['Keller', 'Meier', 'Favre', 'Rochat'],
    places: [
      { city: 'Genève', postalCode: '1204', street: 'rue du Rhône' },
      { city: 'Zürich', postalCode: '8001', street: 'Bahnhofstrasse' },
    ],
  },
  ES: {
    weight: 5,
    locale: 'en',
    phone: '+34 612',
    first: ['Lucía', 'Carmen', 'Paula', 'Elena'],
    last: ['García', 'Fernández', 'López', 'Martínez'],
    places: [
      { city: 'Madrid', postalCode: '28001', street: 'Calle de Serrano' },
      { city: 'Barcelona', postalCode: '08008', street: 'Passeig de Gràcia' },
    ],
  },
  NL: {
    weight: 5,
    locale: 'en',
    phone: '+31 6',
    first: ['Emma', 'Sanne', 'Fleur', 'Iris'],
    last: ['de Vries', 'Jansen', 'Bakker', 'Visser'],
    places: [{ city: 'Amsterdam', postalCode: '1071 BA', street: 'P.C. Hooftstraat' }],
  },
  MC: {
    weight: 2,
    locale: 'fr',
    phone: '+377 6',
    first: ['Charlotte', 'Stéphanie', 'Caroline'],
    last: ['Grimaldi', 'Pastor', 'Boisson'],
    places: [{ city: 'Monaco', postalCode: '98000', street: 'avenue Princesse-Grace' }],
  },
}

/** Names as an address book writes them in an email's local part: no accents, no spaces. */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()

/** Customer k of the sample: who they are and where they live, the same on every order they place. */
function customer(k: number) {
  const r = random(1_000_003 + k)
  const code = weighted(r, Object.fromEntries(Object.entries(COUNTRIES).map(([c, v]) => [c, v.weight])))
  const c = COUNTRIES[code]!
  const first = pick(r, c.first)
  const last = pick(r, c.last)
  const place = pick(r, c.places)
  const locale = c.locale === 'mixed' ? (r() < 0.6 ? 'fr' : 'en') : c.locale
  return {
    email: `${ascii(first)}.${ascii(last)}.${k}@example.com`,
    locale: locale as 'en' | 'fr',
    address: {
      name: `${first} ${last}`,
      line1: `${1 + Math.floor(r() * 120)} ${place.street}`,
      line2:
        r() < 0.15
          ? locale === 'fr'
            ? `Bâtiment ${pick(r, ['A', 'B', 'C'])}`
            : `Flat ${1 + Math.floor(r() * 30)}`
          : null,
      city: place.city,
      postalCode: place.postalCode,
      country: code,
      phone: r() < 0.7 ? `${c.phone} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}` : null,
    },
  }
}

/** What happens to an order, start to end; its status today is as far along as the clock has reached. */
type Fate = 'delivered' | 'returned' | 'refundedBeforeShipping' | 'cancelled' | 'abandoned' | 'latePayment'
const FATES: Record<Fate, number> = {
  delivered: 85,
  returned: 5,
  refundedBeforeShipping: 1,
  cancelled: 2,
  abandoned: 6.8,
  latePayment: 0.2,
}

/** The house's packers and customer service, as the change log names who moved an order. */
const PACKERS = ['lucie.moreau@maison-sabine.example', 'theo.garnier@maison-sabine.example']
const SERVICE = 'ines.roux@maison-sabine.example'

function tracking(r: Rand, country: string): { carrier: Carrier; number: string } {
  if (country === 'FR' || country === 'MC')
    return r() < 0.75
      ? { carrier: 'colissimo', number: `6A${digits(r, 11)}` }
      : { carrier: 'chronopost', number: `XW${digits(r, 9)}FR` }
  const carrier = pick(r, ['dhl', 'ups', 'fedex'] as const)
  if (carrier === 'ups') return { carrier, number: `1Z${digits(r, 6)}${pick(r, ['A', 'E', 'W'])}${digits(r, 9)}` }
  return { carrier, number: digits(r, carrier === 'dhl' ? 10 : 12) }
}

export interface OrderPlan {
  index: number
  requestId: string
  email: string
  locale: 'en' | 'fr'
  shippingAddress: ReturnType<typeof customer>['address']
  /** Positions in the caller's list of sellable SKUs (distinct), each with its quantity (1 or 2). */
  lines: { sku: number; quantity: number }[]
  createdAt: Date
  /** Every move reached by now, in order, starting with pending. */
  moves: { status: OrderStatus; at: Date }[]
  status: OrderStatus
  fulfilment: { carrier: Carrier; number: string } | null
  needsAttention: boolean
  /** What staff moves the change log records (fulfilmentLog's wording). */
  changeLog: { at: Date; by: string; change: string }[]
}

/**
 * Order `index` (1, 2, …) of a sample of `count`, placed over the year before `now`, its lines drawn from `skuCount`
 * sellable SKUs. Every order is at least an hour old, so no sample order still holds stock.
 */
export function planOrder(index: number, count: number, skuCount: number, now: Date): OrderPlan {
  const r = random(index)
  // A third as many customers as orders, some buying often: a skewed draw favours the first customers.
  const who = customer(1 + Math.floor(Math.pow(r(), 1.6) * Math.max(1, Math.round(count / 3))))
  const ageMs = HOUR + Math.pow(r(), 1.4) * (365 * DAY - HOUR)
  const createdAt = new Date(now.getTime() - ageMs)
  let fate = weighted(r, FATES)
  // A payment after its hold expired waits for staff: only a recent one is still unresolved.
  if (fate === 'latePayment' && ageMs > 3 * DAY) fate = 'delivered'

  const steps: { status: OrderStatus; at: number }[] = [{ status: 'pending', at: createdAt.getTime() }]
  const after = (status: OrderStatus, lo: number, hi: number) =>
    steps.push({ status, at: steps.at(-1)!.at + between(r, lo, hi) })
  if (fate === 'abandoned' || fate === 'latePayment') after('expired', 30 * MINUTE, 31 * MINUTE)
  if (fate !== 'abandoned') after('paid', fate === 'latePayment' ? 2 * MINUTE : MINUTE, 6 * MINUTE)
  if (fate === 'cancelled') after('cancelled', HOUR, DAY)
  if (fate === 'refundedBeforeShipping') after('refunded', 2 * HOUR, 2 * DAY)
  if (fate === 'delivered' || fate === 'returned') {
    after('preparing', HOUR, 20 * HOUR)
    after('shipped', 4 * HOUR, 30 * HOUR)
    const home = who.address.country === 'FR' || who.address.country === 'MC'
    after('delivered', (home ? 2 : 3) * DAY, (home ? 4 : 7) * DAY)
    if (fate === 'returned') after('refunded', 6 * DAY, 25 * DAY)
  }
  const reached = steps.filter((s) => s.at <= now.getTime())
  for (let i = 1; i < reached.length; i++)
    if (!ORDER_TRANSITIONS[reached[i - 1]!.status].includes(reached[i]!.status))
      throw new Error(`sample order ${index}: ${reached[i - 1]!.status} → ${reached[i]!.status} is not a move`)
  const status = reached.at(-1)!.status

  const shipped = reached.find((s) => s.status === 'shipped')
  const fulfilment = shipped ? tracking(r, who.address.country) : null
  const changeLog: OrderPlan['changeLog'] = []
  const packer = pick(r, PACKERS)
  for (let i = 1; i < reached.length; i++) {
    const { status: to, at } = reached[i]!
    const from = reached[i - 1]!.status
    // Payment moves (paid, refunded) and the expiry sweep are the system's, not a staff member's.
    if (to === 'paid' || to === 'refunded' || to === 'expired') continue
    const by = to === 'cancelled' ? SERVICE : packer
    changeLog.push({ at: new Date(at), by, change: `status: ${from} → ${to}` })
    if (to === 'shipped' && fulfilment)
      changeLog.push({ at: new Date(at), by, change: `tracking: ${fulfilment.carrier} ${fulfilment.number}` })
  }

  const lineCount = weighted(r, { 1: 70, 2: 22, 3: 8 } as Record<string, number>)
  const skus = new Set<number>()
  while (skus.size < Math.min(Number(lineCount), skuCount)) skus.add(Math.floor(r() * skuCount))
  return {
    index,
    requestId: sampleRequestId(index),
    email: who.email,
    locale: who.locale,
    shippingAddress: who.address,
    lines: [...skus].map((sku) => ({ sku, quantity: r() < 0.9 ? 1 : 2 })),
    createdAt,
    moves: reached.map((s) => ({ status: s.status, at: new Date(s.at) })),
    status,
    fulfilment,
    needsAttention: fate === 'latePayment' && status === 'paid',
    changeLog,
  }
}
