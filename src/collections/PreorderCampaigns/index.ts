import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { hasRole } from '@/access/roles'
import { PREORDER_CAMPAIGN_STATUSES } from '@/domain/forms'
import { GROUPS } from '../shared/groups'
import { revalidateCampaigns } from './hooks/revalidateCampaigns'

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
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: [...PREORDER_CAMPAIGN_STATUSES],
    },
    {
      name: 'end_date',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'product_type', type: 'text', required: true, admin: { description: 'e.g. ankle-boots, gloves' } },
        { name: 'color', type: 'text', admin: { description: 'e.g. black; empty links to the category' } },
      ],
    },
  ],
}
