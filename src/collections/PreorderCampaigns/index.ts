import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { hasRole } from '@/access/roles'
import { PREORDER_CAMPAIGN_STATUSES } from '@/domain/forms'
import { GROUPS } from '../shared/groups'
import { revalidateCampaigns } from './hooks/revalidateCampaigns'
import { validateColour, validateProductType } from './validateLink'

// A catalog segment as the URL writes it: "Gold " typed by hand is the catalog's "gold".
const segment = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/** The preorder bar's campaigns; shoppers read active ones only (/app/preorders). */
export const PreorderCampaigns: CollectionConfig = {
  slug: 'preorder-campaigns',
  labels: { singular: { en: 'Preorder campaign', fr: 'Précommande' }, plural: { en: 'Preorders', fr: 'Précommandes' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'end_date', 'product_type', 'color'],
    group: GROUPS.stock,
    components: { beforeList: ['@/admin/InterestSummary#InterestSummary'] },
  },
  defaultSort: 'end_date',
  access: {
    read: ({ req }) => hasRole(req.user, 'stock') || { status: { equals: 'active' } },
    create: byRole('stock'),
    update: byRole('stock'),
    delete: byRole('stock'),
  },
  hooks: revalidateCampaigns,
  fields: [
    // Shown above the fields when the campaign has no French title (its bar then stays off French pages).
    {
      name: 'frenchTitleWarning',
      type: 'ui',
      admin: { components: { Field: '@/admin/preorders/FrenchTitleWarning#FrenchTitleWarning' } },
    },
    { name: 'title', type: 'text', required: true, localized: true, label: { en: 'Title', fr: 'Titre' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      label: { en: 'Status', fr: 'Statut' },
      options: [...PREORDER_CAMPAIGN_STATUSES],
    },
    {
      name: 'end_date',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'End date', fr: 'Date de fin' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    // Stored as the catalog's URL segments (the bar's link is built from them), chosen from the catalog in the
    // admin and checked against it on every save.
    {
      type: 'row',
      fields: [
        {
          name: 'product_type',
          type: 'text',
          required: true,
          label: { en: 'Product type', fr: 'Type de produit' },
          validate: validateProductType,
          hooks: { beforeValidate: [segment] },
          admin: { components: { Field: '@/admin/preorders/CatalogField#ProductTypeField' } },
        },
        {
          name: 'color',
          type: 'text',
          label: { en: 'Colour', fr: 'Couleur' },
          validate: validateColour,
          hooks: { beforeValidate: [segment] },
          admin: { components: { Field: '@/admin/preorders/CatalogField#ColourField' } },
        },
      ],
    },
  ],
}
