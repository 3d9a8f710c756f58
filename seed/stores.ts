// The online store and the Paris boutique (open Monday to Saturday; Sunday closed).
import type { Payload } from 'payload'

type Day = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday'
const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']
const HOURS: { day: Day; open: string; close: string; closed: boolean }[] = [
  ...WEEKDAYS.map((day) => ({ day, open: '10:30', close: '19:30', closed: false })),
  { day: 'saturday', open: '11:00', close: '18:00', closed: false },
  { day: 'sunday', open: '', close: '', closed: true },
]

// The seed runs at boot, outside any request: nothing is cached yet, so the catalog hooks need not revalidate.
const context = { disableRevalidate: true }

type L = { en: string; fr: string }

/** The boutique's words in both languages (the French set as a Paris house prints it: tests/unit/french-typography). */
export const BOUTIQUE = {
  name: { en: 'Maison Sabine — Paris boutique', fr: 'Maison Sabine — boutique de Paris' },
  directions: {
    metro: {
      en: 'Metro Odéon (lines 4 and 10) or Mabillon (line 10), then 5 minutes walking from the Jardin du Luxembourg.',
      fr: 'Métro Odéon (lignes 4 et 10) ou Mabillon (ligne 10), puis 5 minutes à pied depuis le jardin du Luxembourg.',
    },
    walking: {
      en: 'From the Jardin du Luxembourg, walk down rue de Tournon towards Saint-Germain: the boutique is on the left.',
      fr: 'Depuis le jardin du Luxembourg, descendez la rue de Tournon vers Saint-Germain\u00a0: la boutique est sur votre gauche.',
    },
    parking: {
      en: 'Street parking is limited; the Saint-Sulpice and Marché Saint-Germain car parks are a few minutes away on foot.',
      fr: 'Le stationnement dans la rue est limité\u00a0; les parkings Saint-Sulpice et Marché Saint-Germain sont à quelques minutes à pied.',
    },
  },
} satisfies { name: L; directions: Record<string, L> }

const inLanguage = (texts: Record<string, L>, l: keyof L) =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v[l]]))

export async function seedStores(payload: Payload) {
  const existing = await payload.count({ collection: 'stores', overrideAccess: true, context })
  if (existing.totalDocs > 0) return
  await payload.create({
    collection: 'stores',
    locale: 'en',
    overrideAccess: true,
    context,
    data: {
      name: 'Online store',
      slug: 'online',
      type: 'online',
      country: 'FR',
      email: 'contact@maison-sabine.example',
    },
  })
  const boutique = await payload.create({
    collection: 'stores',
    locale: 'en',
    overrideAccess: true,
    context,
    data: {
      name: BOUTIQUE.name.en,
      slug: 'paris',
      type: 'boutique',
      street: '12 rue de Tournon',
      postalCode: '75006',
      city: 'Paris',
      country: 'FR',
      lat: 48.8497,
      lng: 2.3372,
      phone: '+33 1 44 07 12 12',
      email: 'boutique@maison-sabine.example',
      hours: HOURS.map((h) => ({ ...h })),
      directions: inLanguage(BOUTIQUE.directions, 'en'),
    },
  })
  await payload.update({
    collection: 'stores',
    id: boutique.id,
    locale: 'fr',
    overrideAccess: true,
    context,
    data: {
      name: BOUTIQUE.name.fr,
      directions: inLanguage(BOUTIQUE.directions, 'fr'),
    },
  })
  await payload.update({
    collection: 'stores',
    where: { slug: { equals: 'online' } },
    locale: 'fr',
    overrideAccess: true,
    context,
    data: { name: 'Boutique en ligne' },
  })
}
