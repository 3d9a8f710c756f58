// Stores (the online store and the Paris boutique): reads for the site chrome and the store sections.
import { unstable_cache } from 'next/cache'
import type { Locale } from '@/domain/locale'
import { STORES_TAG } from './cache/catalogTags'
import { getPayload } from './platform/payload'

export interface StoreHours {
  day: string
  open?: string | null
  close?: string | null
  closed?: boolean | null
}

export interface BoutiqueView {
  id: number | string
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  lat: number | null
  lng: number | null
  phone: string
  email: string
  hours: StoreHours[]
  directions: { metro: string; walking: string; parking: string }
}

async function readBoutique(locale: Locale): Promise<BoutiqueView | null> {
  const payload = await getPayload()
  const res = await payload.find({
    collection: 'stores',
    where: { type: { equals: 'boutique' } },
    locale,
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  const s = res.docs[0]
  if (!s) return null
  return {
    id: s.id,
    name: s.name,
    street: s.street ?? '',
    postalCode: s.postalCode ?? '',
    city: s.city ?? '',
    country: s.country ?? 'FR',
    lat: s.lat ?? null,
    lng: s.lng ?? null,
    phone: s.phone ?? '',
    email: s.email ?? '',
    hours: (s.hours ?? []).map((h) => ({ day: h.day, open: h.open, close: h.close, closed: h.closed })),
    directions: {
      metro: s.directions?.metro ?? '',
      walking: s.directions?.walking ?? '',
      parking: s.directions?.parking ?? '',
    },
  }
}

export const getBoutique = (locale: Locale) =>
  // Tagged (cleared by the Stores hooks on edit) and bounded: an edit made outside the app shows within 5 minutes.
  unstable_cache(() => readBoutique(locale), ['boutique', locale], { tags: [STORES_TAG], revalidate: 300 })()

/** A maps-service link to the boutique's address (used by the top bar and the footer). */
export function mapsUrl(b: Pick<BoutiqueView, 'street' | 'postalCode' | 'city'> | null): string {
  const q = b ? `${b.street}, ${b.postalCode} ${b.city}` : '12 rue de Tournon, 75006 Paris'
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`
}
