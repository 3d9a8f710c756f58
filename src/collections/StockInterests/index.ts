import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { formCreateOr, formRowsOr } from '@/access/publicForm'
import { STOCK_INTEREST_STATUSES } from '@/domain/forms'
import { STOCK_INTEREST_KINDS } from '@/domain/schemas/forms'
import { requestFields } from '../shared/requestFields'
import { GROUPS } from '../shared/groups'

/** "Tell me when my size is back" / "I would preorder": one row per SKU (product × size), email and kind. */
export const StockInterests: CollectionConfig = {
  slug: 'stock-interests',
  labels: {
    singular: { en: 'Stock interest', fr: 'Demande de stock' },
    plural: { en: 'Stock interest', fr: 'Demandes de stock' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['productTitle', 'size', 'kind', 'status', 'email', 'createdAt'],
    listSearchableFields: ['email', 'sku', 'productTitle'],
    group: GROUPS.stock,
  },
  defaultSort: '-createdAt',
  access: {
    read: formRowsOr('stock'),
    create: formCreateOr('stock'),
    update: formRowsOr('stock'),
    delete: byRole('stock'),
  },
  indexes: [{ fields: ['sku', 'email', 'kind'], unique: true }],
  fields: [
    {
      name: 'kind',
      label: { en: 'Kind', fr: 'Nature' },
      type: 'select',
      required: true,
      options: [...STOCK_INTEREST_KINDS],
      index: true,
    },
    {
      name: 'status',
      label: { en: 'Status', fr: 'Statut' },
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      options: [...STOCK_INTEREST_STATUSES],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'productId',
          label: { en: 'Product ID', fr: 'Identifiant du produit' },
          type: 'text',
          required: true,
          index: true,
        },
        { name: 'productTitle', label: { en: 'Product', fr: 'Produit' }, type: 'text' },
      ],
    },
    {
      name: 'productPath',
      label: { en: 'Product path', fr: 'Chemin du produit' },
      type: 'text',
      admin: { description: 'Shop path, e.g. /boots/black' },
    },
    {
      type: 'row',
      fields: [
        { name: 'sku', label: { en: 'SKU', fr: 'Référence (SKU)' }, type: 'text', required: true, index: true },
        { name: 'size', label: { en: 'Size', fr: 'Taille' }, type: 'text', required: true },
      ],
    },
    { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'email', required: true, index: true },
    { name: 'notifiedAt', label: { en: 'Notified at', fr: 'Prévenu le' }, type: 'date', admin: { readOnly: true } },
    ...requestFields,
  ],
}
