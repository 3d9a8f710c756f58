import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { isAdminField } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { CARRIERS, CARRIER_CODES, TRACKING_NUMBER } from '@/domain/fulfilment'
import { ORDER_STATUSES } from '@/domain/orders'
import { guardStaffEdits } from './hooks/guardStaffEdits'
import { guardTransition } from './hooks/guardTransition'
import { releaseOnCancel } from './hooks/releaseOnCancel'
import { emailOnFulfilment } from './hooks/emailOnFulfilment'
import { fulfilmentLog } from './hooks/fulfilmentLog'
import { GROUPS } from '../shared/groups'
import { exportOrdersCsv } from './exportCsv'
import { moneyField } from '@/fields/money'

// Written by checkout and payment code only (overrideAccess): staff requests that send them are ignored.
const systemOnly = { update: () => false, create: () => false }
// The customer's contact and address: admins only, every change written to the change log.
const adminEdits = { update: isAdminField }

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: { en: 'Order', fr: 'Commande' }, plural: { en: 'Orders', fr: 'Commandes' } },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'email', 'total', 'createdAt', 'needsAttention'],
    // Payload turns these into `where` paths (mergeListSearchAndWhere): a group's field is named by its dotted path.
    listSearchableFields: ['number', 'email', 'payment.sessionId'],
    group: GROUPS.sales,
    components: { beforeList: ['@/admin/orders/OrdersExport#OrdersExport'] },
    description: {
      en: 'Orders placed on the online shop. Filter by status with the filter button. A pending order holds its stock for 30 minutes while the shopper pays; paid orders move on to preparing, shipped and delivered. Only the allowed moves are accepted, and each one is time-stamped. "Needs attention" marks a payment that arrived after its stock was released.',
      fr: 'Commandes passées sur la boutique en ligne. Filtrez par statut avec le bouton Filtres. Une commande en attente réserve son stock 30 minutes pendant le paiement\u202f; une commande payée passe ensuite en préparation, expédiée puis livrée. Seuls les changements autorisés sont acceptés, chacun est horodaté. «\u00a0À vérifier\u00a0» signale un paiement arrivé après la remise en stock.',
    },
  },
  // Orders are created only by checkout code (a server transaction); staff move them along allowed transitions.
  access: { read: byRole('service', 'stock'), create: nobody, update: byRole('service', 'stock'), delete: nobody },
  endpoints: [exportOrdersCsv],
  hooks: {
    beforeChange: [guardTransition, guardStaffEdits, fulfilmentLog],
    afterChange: [releaseOnCancel, emailOnFulfilment],
  },
  fields: [
    // At the top of the order: its timeline (who, when, what) and the Fulfil button for the next state.
    { name: 'orderHeader', type: 'ui', admin: { components: { Field: '@/admin/orders/OrderHeader#OrderHeader' } } },
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
    { name: 'email', type: 'email', required: true, index: true, access: adminEdits },
    { name: 'locale', type: 'select', options: ['en', 'fr'], defaultValue: 'en' },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      // What was bought and what it cost never change after checkout.
      access: systemOnly,
      fields: [
        { name: 'sku', type: 'text', required: true },
        { name: 'product', type: 'relationship', relationTo: 'products', maxDepth: 1 },
        { name: 'title', type: 'text', required: true },
        { name: 'size', type: 'text' },
        { name: 'color', type: 'text' },
        moneyField('unitPrice', { label: { en: 'Unit price', fr: 'Prix unitaire' } }),
        { name: 'quantity', type: 'number', required: true, min: 1 },
        // The product's custom mark at checkout: such a line can never be returned.
        { name: 'custom', type: 'checkbox', defaultValue: false, label: { en: 'Custom', fr: 'Sur mesure' } },
      ],
    },
    {
      type: 'row',
      fields: [
        moneyField('subtotal', { access: systemOnly, label: { en: 'Subtotal', fr: 'Sous-total' } }),
        moneyField('shipping', { access: systemOnly, label: { en: 'Shipping', fr: 'Livraison' } }),
        moneyField('total', { access: systemOnly, label: { en: 'Total', fr: 'Total' } }),
      ],
    },
    { name: 'currency', type: 'text', defaultValue: 'EUR', access: systemOnly, admin: { readOnly: true } },
    {
      name: 'shippingAddress',
      type: 'group',
      access: adminEdits,
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
        { name: 'store', type: 'relationship', relationTo: 'stores', maxDepth: 1 },
        { name: 'expiresAt', type: 'date', index: true },
        { name: 'state', type: 'select', options: ['held', 'captured', 'released'], defaultValue: 'held', index: true },
      ],
    },
    {
      name: 'timeline',
      type: 'group',
      admin: { readOnly: true },
      access: systemOnly,
      fields: ORDER_STATUSES.map((s) => ({ name: `${s}At`, type: 'date' as const })),
    },
    {
      name: 'fulfilment',
      type: 'group',
      label: { en: 'Shipment', fr: 'Expédition' },
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'carrier',
          type: 'select',
          label: { en: 'Carrier', fr: 'Transporteur' },
          options: CARRIER_CODES.map((c) => ({ value: c, label: CARRIERS[c].name })),
        },
        {
          name: 'trackingNumber',
          type: 'text',
          label: { en: 'Tracking number', fr: 'Numéro de suivi' },
          validate: (v: unknown) =>
            v == null || v === '' || (typeof v === 'string' && TRACKING_NUMBER.test(v))
              ? true
              : 'A tracking number has 6 to 40 capital letters, digits or hyphens.',
        },
      ],
    },
    {
      name: 'statusReason',
      type: 'text',
      access: { create: () => false, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Required to mark an order paid or refunded by hand (admins only); kept in the change log.',
          fr: 'Obligatoire pour marquer à la main une commande payée ou remboursée (administrateurs)\u202f; conservé dans le journal des modifications.',
        },
      },
    },
    {
      name: 'changeLog',
      type: 'array',
      access: systemOnly,
      admin: {
        readOnly: true,
        description: {
          en: 'Who changed the payment status, email or address, when and why.',
          fr: 'Qui a modifié le statut de paiement, l’e-mail ou l’adresse, quand et pourquoi.',
        },
      },
      fields: [
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'text', required: true },
        { name: 'change', type: 'text', required: true },
        { name: 'reason', type: 'text' },
      ],
    },
  ],
}
