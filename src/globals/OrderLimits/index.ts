// How much one shopper may take out of the online stock (backoffice: Sales → Order limits). A checkout holds its
// units for 30 minutes while the shopper pays; these caps keep a few requests from holding the whole shop. The
// checkout refuses over a cap with a 422 naming it (src/domain/orderLimits.ts has the rules and the defaults).
import type { GlobalConfig, NumberField } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { DEFAULT_ORDER_LIMITS, ORDER_LIMIT_MAX, type OrderLimits as Limits } from '@/domain/orderLimits'
import { safeRevalidate } from '@/server/cache/revalidate'
import { ORDER_LIMITS_TAG } from '@/server/cache/orderLimitsTags'
import { GROUPS } from '../../collections/shared/groups'

const limit = (
  name: keyof Limits,
  label: NumberField['label'],
  description: { en: string; fr: string },
): NumberField => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 1,
  max: ORDER_LIMIT_MAX,
  defaultValue: DEFAULT_ORDER_LIMITS[name],
  admin: { step: 1, description },
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= ORDER_LIMIT_MAX
      ? true
      : req.i18n?.language === 'fr'
        ? `Un nombre entier de 1 à ${ORDER_LIMIT_MAX}.`
        : `A whole number from 1 to ${ORDER_LIMIT_MAX}.`,
})

export const OrderLimits: GlobalConfig = {
  slug: 'order-limits',
  label: { en: 'Order limits', fr: 'Limites de commande' },
  admin: {
    group: GROUPS.sales,
    description: {
      en: 'How much one shopper may order and hold at once. Starting a checkout reserves its items for 30 minutes while the shopper pays; these limits keep a few checkouts from reserving the whole online stock. A shopper over a limit is told which one, in their language, and nothing is reserved. Changes apply to the next checkout.',
      fr: 'Ce qu’un client peut commander et réserver à la fois. Lancer un paiement réserve les articles 30\u00a0minutes le temps de payer\u00a0; ces limites empêchent quelques paiements de réserver tout le stock en ligne. Un client au-delà d’une limite est prévenu, dans sa langue, de laquelle, et rien n’est réservé. Les changements valent pour le paiement suivant.',
    },
  },
  // Public like the shipping rates (the cart stops at them, a refusal names them); stock managers and admins set them.
  access: { read: anyone, update: byRole('stock') },
  hooks: {
    // The seed writes it before the server answers: nothing is cached yet, and nobody to ask over HTTP.
    afterChange: [
      ({ doc, context }) => (context.disableRevalidate || safeRevalidate({ tags: [ORDER_LIMITS_TAG] }), doc),
    ],
  },
  fields: [
    limit(
      'perSize',
      { en: 'Items of one size per order', fr: 'Articles d’une même taille par commande' },
      {
        en: 'The most units of one size (one SKU) an order may contain. Default 3.',
        fr: 'Le nombre maximal d’exemplaires d’une même taille (une référence) dans une commande. Par défaut 3.',
      },
    ),
    limit(
      'perOrder',
      { en: 'Items per order', fr: 'Articles par commande' },
      {
        en: 'The most units an order may contain, all sizes together. Default 10.',
        fr: 'Le nombre maximal d’articles dans une commande, toutes tailles confondues. Par défaut 10.',
      },
    ),
    limit(
      'heldPerShopper',
      { en: 'Items reserved at once per shopper', fr: 'Articles réservés à la fois par client' },
      {
        en: 'The most units reserved at once in checkouts not yet paid, counted per connection address, per email and per customer account. Default 10.',
        fr: 'Le nombre maximal d’articles réservés à la fois par des paiements pas encore réglés, compté par adresse de connexion, par e-mail et par compte client. Par défaut 10.',
      },
    ),
  ],
}
