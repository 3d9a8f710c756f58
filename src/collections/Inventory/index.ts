import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { backInStock } from './hooks/backInStock'
import { uniqueLine } from './hooks/uniqueLine'
import { GROUPS } from '../shared/groups'

/** One row per (SKU, store). Quantities never go below zero: checkout decrements with a guard. */
export const Inventory: CollectionConfig = {
  slug: 'inventory',
  labels: { singular: { en: 'Stock line', fr: 'Ligne de stock' }, plural: { en: 'Inventory', fr: 'Inventaire' } },
  admin: { useAsTitle: 'sku', defaultColumns: ['sku', 'store', 'quantity'], group: GROUPS.stock },
  access: { read: anyone, create: byRole('stock'), update: byRole('stock'), delete: byRole('stock') },
  indexes: [{ fields: ['sku', 'store'], unique: true }],
  // Stock itself is never cached (src/server/inventory/reads.ts reads it per request): no revalidation hook needed here.
  hooks: { beforeValidate: [uniqueLine], afterChange: [backInStock] },
  fields: [
    { name: 'sku', type: 'text', required: true, index: true },
    { name: 'store', type: 'relationship', relationTo: 'stores', required: true, index: true, maxDepth: 1 },
    { name: 'quantity', type: 'number', required: true, min: 0, defaultValue: 0 },
  ],
}
