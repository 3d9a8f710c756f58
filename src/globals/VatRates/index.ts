// The VAT rate of each EU member state (backoffice: Sales → VAT rates). A sale delivered to another member state
// carries that state's rate (one-stop shop), France's carries France's; outside the EU nothing is charged (export).
// Seeded with the standard rates (src/domain/vat.ts) by the seed and by a migration; admins keep them current.
import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { countryName } from '@/domain/schemas/countries'
import { EU_MEMBERS, MAX_RATE, rateTableProblem } from '@/domain/vat'
import { safeRevalidate } from '@/server/cache/revalidate'
import { VAT_RATES_TAG } from '@/server/cache/vatTags'
import { GROUPS } from '../../collections/shared/groups'

export const VatRates: GlobalConfig = {
  slug: 'vat-rates',
  label: { en: 'VAT rates', fr: 'Taux de TVA' },
  admin: {
    group: GROUPS.sales,
    description: {
      en: 'The standard VAT rate of each EU country, in percent. An order delivered in the EU carries the rate of its country of delivery inside the same VAT-inclusive price; outside the EU no French VAT is charged (export). Changes apply to the next checkout; orders already placed keep the rate they were charged.',
      fr: 'Le taux normal de TVA de chaque pays de l’UE, en pourcentage. Une commande livrée dans l’UE porte le taux de son pays de livraison, dans le même prix TTC\u00a0; hors UE, la TVA française n’est pas facturée (exportation). Les changements valent pour le paiement suivant\u00a0; les commandes passées gardent le taux facturé.',
    },
  },
  // Public like the shipping rates (the checkout panel shows the rate of the chosen country); only admins change them.
  access: { read: anyone, update: byRole() },
  hooks: {
    afterChange: [({ doc, context }) => (context.disableRevalidate || safeRevalidate({ tags: [VAT_RATES_TAG] }), doc)],
  },
  fields: [
    {
      name: 'exportExcludesFrenchVat',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Export prices exclude French VAT', fr: 'Prix à l’exportation hors TVA française' },
      admin: {
        description: {
          en: 'Outside the EU no VAT is charged. Ticked: the shopper pays the shown price without its 20 % French VAT. Unticked: the shopper pays the shown price as it is.',
          fr: 'Hors UE, aucune TVA n’est facturée. Coché : le client paie le prix affiché sans ses 20 % de TVA française. Décoché : il paie le prix affiché tel quel.',
        },
      },
    },
    {
      name: 'rates',
      type: 'array',
      label: { en: 'Rates', fr: 'Taux' },
      labels: { singular: { en: 'Rate', fr: 'Taux' }, plural: { en: 'Rates', fr: 'Taux' } },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) => {
        const problem = rateTableProblem((value as { country?: string; rate?: number }[] | null) ?? [])
        return problem ? problem[req.i18n?.language === 'fr' ? 'fr' : 'en'] : true
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'country',
              type: 'select',
              required: true,
              label: { en: 'Country', fr: 'Pays' },
              options: EU_MEMBERS.map((c) => ({
                value: c,
                label: { en: countryName(c, 'en'), fr: countryName(c, 'fr') },
              })),
            },
            {
              name: 'rate',
              type: 'number',
              required: true,
              min: 0,
              max: MAX_RATE,
              label: { en: 'Standard rate (%)', fr: 'Taux normal (%)' },
              admin: { step: 0.1 },
            },
          ],
        },
      ],
    },
  ],
}
