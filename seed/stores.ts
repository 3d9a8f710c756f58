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
      name: 'Maison Sabine — Paris boutique',
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
      directions: {
        metro:
          'Metro Odéon (lines 4 and 10) or Mabillon (line 10), then 5 minutes walking from the Jardin du Luxembourg.',
        walking:
          'From the Jardin du Luxembourg, walk down rue de Tournon towards Saint-Germain: the boutique is on the left.',
        parking:
          'Street parking is limited; the Saint-Sulpice and Marché Saint-Germain car parks are a few minutes away on foot.',
      },
    },
  })
  await payload.update({
    collection: 'stores',
    id: boutique.id,
    locale: 'fr',
    overrideAccess: true,
    context,
    data: {
      name: 'Maison Sabine — boutique de Paris',
      directions: {
        metro:
          'Métro Odéon (lignes 4 et 10) ou Mabillon (ligne 10), puis 5 minutes à pied depuis le jardin du Luxembourg.',
        walking:
          'Depuis le jardin du Luxembourg, descendez la rue de Tournon vers Saint-Germain : la boutique est sur votre gauche.',
        parking:
          'Le stationnement dans la rue est limité ; les parkings Saint-Sulpice et Marché Saint-Germain sont à quelques minutes à pied.',
      },
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
