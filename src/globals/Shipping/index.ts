// Shipping zones and rates (backoffice: Sales → Shipping). The checkout charges the zone of the delivery country,
// free from the zone's threshold, from this table only: every country in exactly one zone, never an empty table.
import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { COUNTRY_CODES, countryName } from '@/domain/schemas/countries'
import { type ShippingZone, zoneTableProblem } from '@/domain/shipping'
import { moneyField } from '@/fields/money'
import { safeRevalidate } from '@/server/cache/revalidate'
import { SHIPPING_TAG } from '@/server/cache/shippingTags'
import { GROUPS } from '../../collections/shared/groups'

export const Shipping: GlobalConfig = {
  slug: 'shipping',
  label: { en: 'Shipping rates', fr: 'Frais de livraison' },
  admin: {
    group: GROUPS.sales,
    description: {
      en: 'What the checkout charges for delivery, by zone. Every country offered at checkout belongs to exactly one zone. Delivery estimates follow the terms: 3–7 business days in France, 5–10 elsewhere in Europe.',
      fr: 'Ce que le paiement facture pour la livraison, par zone. Chaque pays proposé au paiement appartient à une seule zone. Les délais suivent les conditions de vente : 3 à 7 jours ouvrés en France, 5 à 10 ailleurs en Europe.',
    },
  },
  // The rates are public (the checkout shows them before payment); only admins change what the shop charges.
  access: { read: anyone, update: byRole() },
  hooks: {
    // The checkout's in-process zone cache and any cached read listen to this tag.
    afterChange: [({ doc }) => (safeRevalidate({ tags: [SHIPPING_TAG] }), doc)],
  },
  fields: [
    {
      name: 'zones',
      type: 'array',
      label: { en: 'Zones', fr: 'Zones' },
      labels: { singular: { en: 'Zone', fr: 'Zone' }, plural: { en: 'Zones', fr: 'Zones' } },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
        const problem = zoneTableProblem((value as ShippingZone[] | null) ?? [])
        return problem ? problem[req.i18n?.language === 'fr' ? 'fr' : 'en'] : true
      },
      fields: [
        { name: 'name', type: 'text', required: true, label: { en: 'Name', fr: 'Nom' } },
        {
          name: 'countries',
          type: 'select',
          hasMany: true,
          required: true,
          label: { en: 'Countries', fr: 'Pays' },
          options: COUNTRY_CODES.map((c) => ({
            value: c,
            label: { en: countryName(c, 'en'), fr: countryName(c, 'fr') },
          })),
        },
        {
          type: 'row',
          fields: [
            moneyField('rate', {
              label: { en: 'Rate', fr: 'Tarif' },
              description: { en: 'In euros, VAT included.', fr: 'En euros TTC.' },
            }),
            moneyField('freeFrom', {
              required: false,
              label: { en: 'Free from', fr: 'Offerte à partir de' },
              description: {
                en: 'Order subtotal from which shipping is free; leave empty for never.',
                fr: 'Sous-total de commande à partir duquel la livraison est offerte ; vide : jamais.',
              },
            }),
          ],
        },
      ],
    },
  ],
}
