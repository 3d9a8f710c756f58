import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { isAdmin } from '@/access/isAdmin'
import { SUPPLIER_ORDER_STATUSES } from '@/domain/supply'
import { moneyField } from '@/fields/money'
import { GROUPS } from '../shared/groups'
import { guardTransition } from './hooks/guardTransition'
import { assignNumber } from './hooks/number'
import { STATUS_LABELS, supplierStatusLabel } from './statusLabels'
import { validateSku } from './validateSku'

export { supplierStatusLabel }

// What was received is counted by receiving only (it moves stock and writes the ledger in one transaction).
const systemOnly = { create: () => false, update: () => false }

export const SupplierOrders: CollectionConfig = {
  slug: 'supplier-orders',
  labels: {
    singular: { en: 'Supplier order', fr: 'Commande fournisseur' },
    plural: { en: 'Supplier orders', fr: 'Commandes fournisseurs' },
  },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'supplier', 'status', 'store', 'expectedAt'],
    group: GROUPS.stock,
    description: {
      en: 'Orders to our workshops: draft → sent → confirmed → in production → shipped → received (or cancelled). Receive goods, in whole or in part, from the receiving page: the stock and the ledger move together, and the order becomes received when every line is in.',
      fr: 'Commandes à nos ateliers : brouillon → envoyée → confirmée → en fabrication → expédiée → reçue (ou annulée). Réceptionnez la marchandise, en tout ou en partie, depuis la page de réception : le stock et le journal bougent ensemble, et la commande passe à reçue quand chaque ligne est arrivée.',
    },
  },
  access: { read: byRole('stock'), create: byRole('stock'), update: byRole('stock'), delete: isAdmin },
  hooks: { beforeValidate: [assignNumber], beforeChange: [guardTransition] },
  fields: [
    {
      name: 'number',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
      label: { en: 'Number', fr: 'Numéro' },
    },
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      required: true,
      maxDepth: 1,
      label: { en: 'Workshop', fr: 'Atelier' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: SUPPLIER_ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: { en: 'Status', fr: 'Statut' },
    },
    {
      name: 'store',
      type: 'relationship',
      relationTo: 'stores',
      required: true,
      maxDepth: 1,
      label: { en: 'Receive into', fr: 'Réceptionner dans' },
    },
    { name: 'expectedAt', type: 'date', label: { en: 'Expected on', fr: 'Attendue le' } },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      label: { en: 'Lines', fr: 'Lignes' },
      labels: { singular: { en: 'Line', fr: 'Ligne' }, plural: { en: 'Lines', fr: 'Lignes' } },
      fields: [
        {
          name: 'sku',
          type: 'text',
          required: true,
          validate: validateSku,
          label: { en: 'SKU', fr: 'Réf.' },
        },
        { name: 'quantity', type: 'number', required: true, min: 1, label: { en: 'Quantity', fr: 'Quantité' } },
        // Typed and read in euros; integer cents in the database like every amount.
        moneyField('unitCost', { required: false, label: { en: 'Unit cost', fr: 'Coût unitaire' } }),
        {
          name: 'received',
          type: 'number',
          defaultValue: 0,
          access: systemOnly,
          admin: { readOnly: true },
          label: { en: 'Received', fr: 'Reçu' },
        },
      ],
    },
    { name: 'notes', type: 'textarea', label: { en: 'Notes', fr: 'Notes' } },
    {
      name: 'timeline',
      type: 'group',
      admin: { readOnly: true },
      label: { en: 'Timeline', fr: 'Chronologie' },
      fields: SUPPLIER_ORDER_STATUSES.map((s) => ({
        name: `${s}At`,
        type: 'date' as const,
        label: STATUS_LABELS[s],
      })),
    },
  ],
}
