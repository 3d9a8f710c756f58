import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { revalidateDeletedVariant, revalidateVariant } from './hooks/revalidateVariant'
import { GROUPS } from '../shared/groups'

export const Variants: CollectionConfig = {
  slug: 'product-variants',
  labels: { singular: { en: 'Variant', fr: 'Déclinaison' }, plural: { en: 'Product variants', fr: 'Déclinaisons' } },
  admin: { useAsTitle: 'sku', defaultColumns: ['sku', 'product', 'size'], group: GROUPS.catalog },
  access: { read: anyone, create: byRole('stock'), update: byRole('stock'), delete: byRole('stock') },
  defaultSort: 'position',
  hooks: { afterChange: [revalidateVariant], afterDelete: [revalidateDeletedVariant] },
  fields: [
    {
      name: 'product',
      label: { en: 'Product', fr: 'Produit' },
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
      maxDepth: 1,
    },
    { name: 'size', label: { en: 'Size', fr: 'Taille' }, type: 'text', required: true },
    {
      name: 'sku',
      label: { en: 'SKU', fr: 'Référence (SKU)' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'position', label: { en: 'Position', fr: 'Position' }, type: 'number', defaultValue: 0 },
  ],
}
