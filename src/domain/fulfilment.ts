// Fulfilment like a shop's "Fulfil" button: one press moves a paid order to the next state — preparing, shipped
// (with a carrier and tracking number), delivered. The shopper is written to at each of these three.
import type { OrderStatus } from './orders'

export const CARRIERS = {
  colissimo: { name: 'Colissimo', track: 'https://www.laposte.fr/outils/suivre-vos-envois?code=' },
  chronopost: { name: 'Chronopost', track: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=' },
  dhl: { name: 'DHL Express', track: 'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=' },
  ups: { name: 'UPS', track: 'https://www.ups.com/track?tracknum=' },
  fedex: { name: 'FedEx', track: 'https://www.fedex.com/fedextrack/?trknbr=' },
} as const
export type Carrier = keyof typeof CARRIERS
export const CARRIER_CODES = Object.keys(CARRIERS) as Carrier[]
export const isCarrier = (v: unknown): v is Carrier => typeof v === 'string' && Object.hasOwn(CARRIERS, v)

/** Carriers' numbers: letters, digits and hyphens, 6 to 40 of them (spaces typed by staff are dropped). */
export const TRACKING_NUMBER = /^[A-Z0-9-]{6,40}$/
export const normalizeTracking = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export const trackingUrl = (carrier: string | null | undefined, number: string | null | undefined) =>
  isCarrier(carrier) && number ? `${CARRIERS[carrier].track}${encodeURIComponent(number)}` : null

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  paid: 'preparing',
  preparing: 'shipped',
  shipped: 'delivered',
}

/** The state the Fulfil button moves an order to; null when fulfilment has nothing left to do. */
export const nextFulfilmentStatus = (status: string): OrderStatus | null => NEXT[status as OrderStatus] ?? null

/** The moves that write to the shopper. */
export const FULFILMENT_EMAIL_STATUSES: readonly OrderStatus[] = ['preparing', 'shipped', 'delivered']
export const sendsFulfilmentEmail = (from: string | null | undefined, to: string) =>
  from !== to && (FULFILMENT_EMAIL_STATUSES as readonly string[]).includes(to)
