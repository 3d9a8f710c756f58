import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { MOVEMENT_KINDS } from '@/domain/supply'
import { GROUPS } from '../shared/groups'

const KIND_LABELS: Record<(typeof MOVEMENT_KINDS)[number], { en: string; fr: string }> = {
  opening: { en: 'Opening stock', fr: 'Stock initial' },
  hold: { en: 'Checkout hold', fr: 'Réservation au paiement' },
  release: { en: 'Hold released', fr: 'Réservation libérée' },
  sale: { en: 'Sale (paid order)', fr: 'Vente (commande payée)' },
  receipt: { en: 'Receipt', fr: 'Réception' },
  adjustment: { en: 'Adjustment', fr: 'Ajustement' },
  transfer: { en: 'Transfer', fr: 'Transfert' },
  return: { en: 'Returned by a shopper', fr: 'Retour client' },
}

/**
 * The stock ledger: one row per change of an inventory line, append-only. Rows are written by server code only
 * (checkout, receiving, adjustments, transfers), inside the transaction that changes the stock; nobody may edit or
 * delete one through the API, admins included. The sum of a line's deltas is its quantity.
 */
export const StockMovements: CollectionConfig = {
  slug: 'stock-movements',
  labels: {
    singular: { en: 'Stock movement', fr: 'Mouvement de stock' },
    plural: { en: 'Stock ledger', fr: 'Journal des stocks' },
  },
  admin: {
    useAsTitle: 'sku',
    defaultColumns: ['createdAt', 'sku', 'store', 'kind', 'delta', 'before', 'after', 'by', 'reason'],
    group: GROUPS.stock,
    description: {
      en: 'Every change of stock, as it happened: holds and releases at checkout, sales, receipts, adjustments and transfers, with the quantity before and after. Nothing here can be edited or deleted.',
      fr: 'Chaque mouvement de stock tel qu’il a eu lieu : réservations et libérations au paiement, ventes, réceptions, ajustements et transferts, avec la quantité avant et après. Rien ici ne peut être modifié ni supprimé.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: byRole('stock'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['sku', 'store'] }],
  fields: [
    { name: 'sku', type: 'text', required: true, index: true, label: { en: 'SKU', fr: 'Réf.' } },
    {
      name: 'store',
      type: 'relationship',
      relationTo: 'stores',
      required: true,
      maxDepth: 1,
      label: { en: 'Store', fr: 'Boutique' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: MOVEMENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      label: { en: 'Kind', fr: 'Nature' },
    },
    { name: 'delta', type: 'number', required: true, label: { en: 'Change', fr: 'Variation' } },
    { name: 'before', type: 'number', required: true, label: { en: 'Before', fr: 'Avant' } },
    { name: 'after', type: 'number', required: true, label: { en: 'After', fr: 'Après' } },
    { name: 'reason', type: 'text', label: { en: 'Reason', fr: 'Motif' } },
    { name: 'by', type: 'relationship', relationTo: 'users', maxDepth: 0, label: { en: 'By', fr: 'Par' } },
    { name: 'order', type: 'relationship', relationTo: 'orders', maxDepth: 0, label: { en: 'Order', fr: 'Commande' } },
    {
      name: 'supplierOrder',
      type: 'relationship',
      relationTo: 'supplier-orders',
      maxDepth: 0,
      label: { en: 'Supplier order', fr: 'Commande fournisseur' },
    },
    // Receipts carry `<receipt key>#<sku>`: the unique index makes a receipt sent twice count once.
    { name: 'ref', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
