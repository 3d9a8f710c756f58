import type { CollectionConfig } from 'payload'
import { byRole, fieldByRole } from '@/access/byRole'
import { nobody } from '@/access/nobody'
import { ORDER_STATUSES } from '@/domain/orders'
import { guardTransition } from './hooks/guardTransition'
import { releaseOnCancel } from './hooks/releaseOnCancel'

const cents = { type: 'number', required: true, min: 0, admin: { description: 'Integer cents, EUR' } } as const
// Written by checkout and payment code only (overrideAccess): staff requests that send them are ignored.
const systemOnly = { update: () => false, create: () => false }

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { en: 'Order', fr: 'Commande' }, plural: { en: 'Orders', fr: 'Commandes' } },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'email', 'total', 'createdAt', 'needsAttention'],
    // Payload turns these into `where` paths (mergeListSearchAndWhere): a group's field is named by its dotted path.
    listSearchableFields: ['number', 'email', 'payment.sessionId'],
    group: { en: 'Sales', fr: 'Ventes' },
    description: {
      en: 'Orders placed on the online shop. Filter by status with the filter button. A pending order holds its stock for 30 minutes while the shopper pays; paid orders move on to preparing, shipped and delivered. Only the allowed moves are accepted, and each one is time-stamped. "Needs attention" marks a payment that arrived after its stock was released.',
      fr: "Commandes passées sur la boutique en ligne. Filtrez par statut avec le bouton Filtres. Une commande en attente réserve son stock 30 minutes pendant le paiement ; une commande payée passe ensuite en préparation, expédiée puis livrée. Seuls les changements autorisés sont acceptés, chacun est horodaté. « À vérifier » signale un paiement arrivé après la remise en stock.",
    },
  },
  // Orders are created only by checkout code (a server transaction); staff move them along allowed transitions.
  access: { read: byRole('service', 'stock'), create: nobody, update: byRole('service', 'stock'), delete: nobody },
  hooks: { beforeChange: [guardTransition], afterChange: [releaseOnCancel] },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, access: { update: () => false } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((s) => ({ label: s, value: s })),
    },
    { name: 'needsAttention', type: 'checkbox', defaultValue: false, index: true },
    { name: 'attentionNote', type: 'textarea' },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'locale', type: 'select', options: ['en', 'fr'], defaultValue: 'en' },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      access: { update: fieldByRole() },
      fields: [
        { name: 'sku', type: 'text', required: true },
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'title', type: 'text', required: true },
        { name: 'size', type: 'text' },
        { name: 'color', type: 'text' },
        { name: 'unitPrice', ...cents },
        { name: 'quantity', type: 'number', required: true, min: 1 },
      ],
    },
    { type: 'row', fields: [{ name: 'subtotal', ...cents }, { name: 'shipping', ...cents }, { name: 'total', ...cents }] },
    { name: 'currency', type: 'text', defaultValue: 'EUR', admin: { readOnly: true } },
    {
      name: 'shippingAddress',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'line1', type: 'text', required: true },
        { name: 'line2', type: 'text' },
        { name: 'city', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'country', type: 'text', required: true },
        { name: 'phone', type: 'text' },
      ],
    },
    {
      name: 'payment',
      type: 'group',
      access: systemOnly,
      admin: { readOnly: true },
      fields: [
        { name: 'provider', type: 'select', options: ['stripe', 'test'], required: true },
        { name: 'sessionId', type: 'text', unique: true, index: true },
        { name: 'requestId', type: 'text', unique: true, index: true },
        { name: 'url', type: 'text' },
        // Where the built-in test checkout returns the shopper (Stripe keeps these on its own session).
        { name: 'successUrl', type: 'text', admin: { hidden: true } },
        { name: 'cancelUrl', type: 'text', admin: { hidden: true } },
      ],
    },
    {
      name: 'hold',
      type: 'group',
      access: systemOnly,
      admin: { readOnly: true, description: 'Stock taken from the online store while the shopper pays' },
      fields: [
        { name: 'store', type: 'relationship', relationTo: 'stores' },
        { name: 'expiresAt', type: 'date', index: true },
        { name: 'state', type: 'select', options: ['held', 'captured', 'released'], defaultValue: 'held', index: true },
      ],
    },
    {
      name: 'timeline',
      type: 'group',
      admin: { readOnly: true },
      fields: ORDER_STATUSES.map((s) => ({ name: `${s}At`, type: 'date' as const })),
    },
  ],
}
