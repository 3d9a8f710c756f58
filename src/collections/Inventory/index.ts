import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { staffOrServer } from '@/access/staffOrServer'
import { backInStock } from './hooks/backInStock'
import { ledgerOnChange, ledgerOnDelete, requireReason } from './hooks/ledger'
import { uniqueLine } from './hooks/uniqueLine'
import { GROUPS } from '../shared/groups'

/** One row per (SKU, store). Quantities never go below zero: checkout decrements with a guard. */
export const Inventory: CollectionConfig = {
  slug: 'inventory',
  labels: { singular: { en: 'Stock line', fr: 'Ligne de stock' }, plural: { en: 'Inventory', fr: 'Inventaire' } },
  admin: { useAsTitle: 'sku', defaultColumns: ['sku', 'store', 'quantity'], group: GROUPS.stock },
  access: { read: staffOrServer, create: byRole('stock'), update: byRole('stock'), delete: byRole('stock') },
  indexes: [{ fields: ['sku', 'store'], unique: true }],
  // Stock itself is never cached (src/server/inventory/reads.ts reads it per request): no revalidation hook needed here.
  hooks: {
    beforeValidate: [uniqueLine],
    beforeChange: [requireReason],
    afterChange: [ledgerOnChange, backInStock],
    afterDelete: [ledgerOnDelete],
  },
  fields: [
    { name: 'sku', label: { en: 'SKU', fr: 'Référence (SKU)' }, type: 'text', required: true, index: true },
    {
      name: 'store',
      label: { en: 'Store', fr: 'Boutique' },
      type: 'relationship',
      relationTo: 'stores',
      required: true,
      index: true,
      maxDepth: 1,
    },
    {
      name: 'quantity',
      label: { en: 'Quantity', fr: 'Quantité' },
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0,
    },
    // Not stored: the ledger keeps it with the adjustment (src/collections/Inventory/hooks/ledger.ts).
    {
      name: 'reason',
      type: 'text',
      virtual: true,
      label: { en: 'Reason for the change', fr: 'Motif du changement' },
      admin: {
        description: {
          en: 'Required when you change the quantity; kept in the stock ledger.',
          fr: 'Obligatoire quand vous changez la quantité ; conservé dans le journal des stocks.',
        },
      },
    },
    // Reorder levels of this line; empty = the product type's, else the house default (src/domain/supply.ts).
    { name: 'reorderPoint', type: 'number', min: 0, label: { en: 'Reorder point', fr: 'Seuil de réassort' } },
    { name: 'reorderTarget', type: 'number', min: 0, label: { en: 'Reorder target', fr: 'Stock cible' } },
  ],
}
