// The seller's identity fields: edited in the Company global, and copied read-only onto every invoice and credit
// note when it is issued (src/server/invoices/seller.ts), so both show the same labels.
import type { Field } from 'payload'
import { DEFAULT_SELLER, LEGAL_FORMS, LEGAL_FORM_LABELS, sirenValid, vatNumberValid } from '@/domain/company'
import { moneyField } from '@/fields/money'

type Ctx = { req: { i18n?: { language?: string } }; siblingData?: { siren?: unknown } }
const say = ({ req }: Ctx, en: string, fr: string) => (req.i18n?.language === 'fr' ? fr : en)

export function sellerFields({ editable }: { editable: boolean }): Field[] {
  // On a document the copy is whatever was true at issue: no default, no check, never edited.
  const own = <T extends Field>(field: T, fallback: unknown): T =>
    editable
      ? ({ ...field, required: true, defaultValue: fallback } as T)
      : ({ ...field, admin: { ...field.admin, readOnly: true } } as T)
  return [
    own({ name: 'name', type: 'text', label: { en: 'Company name', fr: 'Raison sociale' } }, DEFAULT_SELLER.name),
    {
      type: 'row',
      fields: [
        own(
          {
            name: 'legalForm',
            type: 'select',
            label: { en: 'Legal form', fr: 'Forme juridique' },
            options: LEGAL_FORMS.map((value) => ({ value, label: LEGAL_FORM_LABELS[value] })),
          },
          DEFAULT_SELLER.legalForm,
        ),
        own(
          moneyField('capital', { label: { en: 'Share capital', fr: 'Capital social' }, required: false }),
          DEFAULT_SELLER.capital,
        ),
      ],
    },
    own({ name: 'street', type: 'text', label: { en: 'Street', fr: 'Adresse' } }, DEFAULT_SELLER.street),
    {
      type: 'row',
      fields: [
        own(
          { name: 'postalCode', type: 'text', label: { en: 'Postal code', fr: 'Code postal' } },
          DEFAULT_SELLER.postalCode,
        ),
        own({ name: 'city', type: 'text', label: { en: 'City', fr: 'Ville' } }, DEFAULT_SELLER.city),
        own({ name: 'country', type: 'text', label: { en: 'Country', fr: 'Pays' } }, DEFAULT_SELLER.country),
      ],
    },
    {
      type: 'row',
      fields: [
        own(
          {
            name: 'siren',
            type: 'text',
            label: { en: 'SIREN', fr: 'SIREN' },
            ...(editable && {
              validate: (v: unknown, ctx: Ctx) =>
                (typeof v === 'string' && sirenValid(v)) ||
                say(ctx, 'Enter the nine digits of the SIREN.', 'Saisissez les neuf chiffres du SIREN.'),
            }),
          },
          DEFAULT_SELLER.siren,
        ),
        own(
          { name: 'rcsCity', type: 'text', label: { en: 'RCS registry (city)', fr: 'Greffe du RCS (ville)' } },
          DEFAULT_SELLER.rcsCity,
        ),
        own(
          {
            name: 'vatNumber',
            type: 'text',
            label: { en: 'VAT number', fr: 'N° de TVA intracommunautaire' },
            ...(editable && {
              validate: (v: unknown, ctx: Ctx) =>
                (typeof v === 'string' && typeof ctx.siblingData?.siren === 'string'
                  ? vatNumberValid(v, ctx.siblingData.siren)
                  : false) ||
                say(
                  ctx,
                  'Enter FR, its two-digit key and the SIREN above (e.g. FR45812453678).',
                  'Saisissez FR, sa clé à deux chiffres et le SIREN ci-dessus (par exemple FR45812453678).',
                ),
            }),
          },
          DEFAULT_SELLER.vatNumber,
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        own({ name: 'email', type: 'text', label: { en: 'Email', fr: 'E-mail' } }, DEFAULT_SELLER.email),
        own({ name: 'phone', type: 'text', label: { en: 'Phone', fr: 'Téléphone' } }, DEFAULT_SELLER.phone),
      ],
    },
  ]
}
