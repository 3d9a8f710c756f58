import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { isAdminField } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { CARRIERS, CARRIER_CODES, TRACKING_NUMBER } from '@/domain/fulfilment'
import { ORDER_STATUSES } from '@/domain/orders'
import { VAT_REGIMES } from '@/domain/vat'
import { guardStaffEdits } from './hooks/guardStaffEdits'
import { guardTransition } from './hooks/guardTransition'
import { releaseOnCancel } from './hooks/releaseOnCancel'
import { emailOnFulfilment } from './hooks/emailOnFulfilment'
import { fulfilmentLog } from './hooks/fulfilmentLog'
import { GROUPS } from '../shared/groups'
import { moneyField } from '@/fields/money'

// Written by checkout and payment code only (overrideAccess): staff requests that send them are ignored.
const systemOnly = { update: () => false, create: () => false }
// The customer's contact and address: admins only, every change written to the change log.
const adminEdits = { update: isAdminField }

// The time each status was reached, as the order's timeline names it.
const TIMELINE_LABELS: Record<(typeof ORDER_STATUSES)[number], { en: string; fr: string }> = {
  pending: { en: 'Ordered at', fr: 'Commande passée le' },
  paid: { en: 'Paid at', fr: 'Payée le' },
  preparing: { en: 'Preparation started at', fr: 'Préparation commencée le' },
  shipped: { en: 'Shipped at', fr: 'Expédiée le' },
  delivered: { en: 'Delivered at', fr: 'Livrée le' },
  cancelled: { en: 'Cancelled at', fr: 'Annulée le' },
  expired: { en: 'Expired at', fr: 'Expirée le' },
  refunded: { en: 'Refunded at', fr: 'Remboursée le' },
}

const REGIME_LABELS = {
  domestic: { en: 'France (French VAT)', fr: 'France (TVA française)' },
  oss: { en: 'EU, destination rate (one-stop shop)', fr: 'UE, taux du pays de livraison (guichet unique)' },
  export: { en: 'Export, VAT not charged', fr: 'Exportation, TVA non applicable' },
} as const

export const Orders: CollectionConfig = {
  slug: 'orders',
  // Newest first: the list opens on today's orders.
  defaultSort: '-createdAt',
  labels: { singular: { en: 'Order', fr: 'Commande' }, plural: { en: 'Orders', fr: 'Commandes' } },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'email', 'total', 'vatColumn', 'createdAt', 'needsAttention'],
    // Payload turns these into `where` paths (mergeListSearchAndWhere): a group's field is named by its dotted path.
    listSearchableFields: ['number', 'email', 'payment.sessionId'],
    group: GROUPS.sales,
    components: { beforeListTable: ['@/admin/orders/OrdersExport#OrdersExport'] },
    description: {
      en: 'Orders placed on the online shop. Filter by status with the filter button. A pending order holds its stock for 30 minutes while the shopper pays; paid orders move on to preparing, shipped and delivered. Only the allowed moves are accepted, and each one is time-stamped. "Needs attention" marks a payment that arrived after its stock was released.',
      fr: 'Commandes passées sur la boutique en ligne. Filtrez par statut avec le bouton Filtres. Une commande en attente réserve son stock 30 minutes pendant le paiement\u00a0; une commande payée passe ensuite en préparation, expédiée puis livrée. Seuls les changements autorisés sont acceptés, chacun est horodaté. «\u00a0À vérifier\u00a0» signale un paiement arrivé après la remise en stock.',
    },
  },
  // Orders are created only by checkout code (a server transaction); staff move them along allowed transitions.
  access: { read: byRole('service', 'stock'), create: nobody, update: byRole('service', 'stock'), delete: nobody },
  hooks: {
    beforeChange: [guardTransition, guardStaffEdits, fulfilmentLog],
    afterChange: [releaseOnCancel, emailOnFulfilment],
  },
  fields: [
    // At the top of the order: its timeline (who, when, what) and the Fulfil button for the next state.
    { name: 'orderHeader', type: 'ui', admin: { components: { Field: '@/admin/orders/OrderHeader#OrderHeader' } } },
    {
      name: 'number',
      label: { en: 'Number', fr: 'Numéro' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { update: () => false },
    },
    {
      name: 'status',
      label: { en: 'Status', fr: 'Statut' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ORDER_STATUSES.map((s) => ({ label: s, value: s })),
      admin: { components: { Cell: '@/admin/orders/StatusCell.client#StatusCell' } },
    },
    {
      name: 'needsAttention',
      label: { en: 'Needs attention', fr: 'À vérifier' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { components: { Cell: '@/admin/orders/StatusCell.client#AttentionCell' } },
    },
    { name: 'attentionNote', label: { en: 'Attention note', fr: 'Note de vérification' }, type: 'textarea' },
    {
      name: 'email',
      label: { en: 'Email', fr: 'E-mail' },
      type: 'email',
      required: true,
      index: true,
      access: adminEdits,
    },
    {
      name: 'locale',
      label: { en: 'Language', fr: 'Langue' },
      type: 'select',
      options: ['en', 'fr'],
      defaultValue: 'en',
    },
    {
      name: 'lines',
      label: { en: 'Lines', fr: 'Articles' },
      labels: { singular: { en: 'Line', fr: 'Article' }, plural: { en: 'Lines', fr: 'Articles' } },
      type: 'array',
      required: true,
      minRows: 1,
      // What was bought and what it cost never change after checkout.
      access: systemOnly,
      fields: [
        { name: 'sku', label: { en: 'SKU', fr: 'Référence (SKU)' }, type: 'text', required: true },
        {
          name: 'product',
          label: { en: 'Product', fr: 'Produit' },
          type: 'relationship',
          relationTo: 'products',
          maxDepth: 1,
        },
        // The line in both languages as the catalog said it at purchase (src/domain/orderLines.ts): a later edit of
        // the product does not rewrite what was bought. Older orders have no French: their English is shown.
        { name: 'title', label: { en: 'Title', fr: 'Titre' }, type: 'text', required: true },
        { name: 'titleFr', label: { en: 'Title (French)', fr: 'Titre (français)' }, type: 'text' },
        { name: 'size', label: { en: 'Size', fr: 'Taille' }, type: 'text' },
        {
          name: 'sizeSystem',
          label: { en: 'Size system', fr: 'Système de tailles' },
          type: 'select',
          options: [
            { label: { en: 'EU shoe sizes', fr: 'Pointures EU' }, value: 'eu-shoe' },
            { label: { en: 'Glove hand sizes', fr: 'Tailles de gants' }, value: 'glove-hand' },
          ],
        },
        { name: 'color', label: { en: 'Colour', fr: 'Couleur' }, type: 'text' },
        { name: 'colorFr', label: { en: 'Colour (French)', fr: 'Couleur (français)' }, type: 'text' },
        moneyField('unitPrice', { label: { en: 'Unit price', fr: 'Prix unitaire' } }),
        { name: 'quantity', label: { en: 'Quantity', fr: 'Quantité' }, type: 'number', required: true, min: 1 },
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
    {
      // The VAT of the sale as the checkout charged it (src/domain/vat.ts): its regime by delivery country, the rate
      // and the amount inside `total`. Invoices and credit notes print these; an order placed before issue 37 has
      // none and was French VAT at 20 %.
      name: 'vat',
      label: { en: 'VAT', fr: 'TVA' },
      type: 'group',
      access: systemOnly,
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'regime',
              label: { en: 'Regime', fr: 'Régime' },
              type: 'select',
              options: VAT_REGIMES.map((value) => ({ value, label: REGIME_LABELS[value] })),
            },
            { name: 'rate', label: { en: 'Rate (%)', fr: 'Taux (%)' }, type: 'number', min: 0, max: 100 },
            moneyField('amount', { required: false, label: { en: 'VAT amount', fr: 'Montant de TVA' } }),
          ],
        },
      ],
    },
    // The list's VAT column (rate and amount, or export), drawn from the stored `vat` above; nothing in the form.
    {
      name: 'vatColumn',
      type: 'ui',
      label: { en: 'VAT', fr: 'TVA' },
      admin: { components: { Cell: '@/admin/orders/VatCell.client#VatCell' } },
    },
    {
      name: 'currency',
      label: { en: 'Currency', fr: 'Devise' },
      type: 'text',
      defaultValue: 'EUR',
      access: systemOnly,
      admin: { readOnly: true },
    },
    {
      name: 'shippingAddress',
      label: { en: 'Shipping address', fr: 'Adresse de livraison' },
      type: 'group',
      access: adminEdits,
      // The sidebar, near the top: Payload mounts a group's fields only once they come near the viewport, so at the
      // foot of the long form they showed as empty headings. A packer reads the address in the order's header.
      admin: { position: 'sidebar' },
      fields: [
        { name: 'name', label: { en: 'Name', fr: 'Nom' }, type: 'text', required: true },
        { name: 'line1', label: { en: 'Address line 1', fr: 'Adresse' }, type: 'text', required: true },
        { name: 'line2', label: { en: 'Address line 2', fr: 'Complément d’adresse' }, type: 'text' },
        { name: 'city', label: { en: 'City', fr: 'Ville' }, type: 'text', required: true },
        { name: 'postalCode', label: { en: 'Postal code', fr: 'Code postal' }, type: 'text', required: true },
        { name: 'country', label: { en: 'Country', fr: 'Pays' }, type: 'text', required: true },
        { name: 'phone', label: { en: 'Phone', fr: 'Téléphone' }, type: 'text' },
      ],
    },
    {
      name: 'payment',
      label: { en: 'Payment', fr: 'Paiement' },
      type: 'group',
      access: systemOnly,
      admin: { readOnly: true, position: 'sidebar' },
      fields: [
        {
          name: 'provider',
          label: { en: 'Payment provider', fr: 'Prestataire de paiement' },
          type: 'select',
          options: ['stripe', 'test'],
          required: true,
        },
        {
          name: 'sessionId',
          label: { en: 'Session ID', fr: 'Identifiant de session' },
          type: 'text',
          unique: true,
          index: true,
        },
        {
          name: 'requestId',
          label: { en: 'Request ID', fr: 'Identifiant de la demande' },
          type: 'text',
          unique: true,
          index: true,
        },
        { name: 'url', label: { en: 'URL', fr: 'Adresse (URL)' }, type: 'text' },
        // Where the built-in test checkout returns the shopper (Stripe keeps these on its own session).
        { name: 'successUrl', type: 'text', admin: { hidden: true } },
        { name: 'cancelUrl', type: 'text', admin: { hidden: true } },
      ],
    },
    {
      name: 'hold',
      label: { en: 'Stock hold', fr: 'Réservation de stock' },
      type: 'group',
      access: systemOnly,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Stock taken from the online store while the shopper pays',
      },
      fields: [
        {
          name: 'store',
          label: { en: 'Store', fr: 'Boutique' },
          type: 'relationship',
          relationTo: 'stores',
          maxDepth: 1,
        },
        { name: 'expiresAt', label: { en: 'Expires at', fr: 'Expire le' }, type: 'date', index: true },
        {
          name: 'state',
          label: { en: 'State', fr: 'État' },
          type: 'select',
          options: ['held', 'captured', 'released'],
          defaultValue: 'held',
          index: true,
        },
        // Who the held units count against (src/domain/orderLimits.ts): the client's address as a keyed hash (the
        // address itself is not kept) and the id of the signed-in account that started the checkout, if any — a
        // plain number, not a relationship: it only counts live holds, so a deleted account leaves nothing to clean.
        { name: 'client', type: 'text', index: true, admin: { hidden: true } },
        { name: 'customer', type: 'number', index: true, admin: { hidden: true } },
      ],
    },
    {
      name: 'timeline',
      label: { en: 'Timeline', fr: 'Chronologie' },
      type: 'group',
      // Shown at the top of the order, merged with the change log (OrderHeader's timeline): each move once.
      admin: { readOnly: true, hidden: true },
      access: systemOnly,
      fields: ORDER_STATUSES.map((s) => ({ name: `${s}At`, type: 'date' as const, label: TIMELINE_LABELS[s] })),
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
      label: { en: 'Reason for the status change', fr: 'Motif du changement de statut' },
      type: 'text',
      access: { create: () => false, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Required to mark an order paid or refunded by hand (admins only); kept in the change log.',
          fr: 'Obligatoire pour marquer à la main une commande payée ou remboursée (administrateurs)\u00a0; conservé dans le journal des modifications.',
        },
      },
    },
    {
      name: 'changeLog',
      label: { en: 'Change log', fr: 'Journal des modifications' },
      labels: { singular: { en: 'Change', fr: 'Modification' }, plural: { en: 'Changes', fr: 'Modifications' } },
      type: 'array',
      access: systemOnly,
      admin: {
        readOnly: true,
        // Every entry is in the order's timeline at the top (OrderHeader), merged with the moves it records.
        hidden: true,
        description: {
          en: 'Who changed the payment status, email or address, when and why.',
          fr: 'Qui a modifié le statut de paiement, l’e-mail ou l’adresse, quand et pourquoi.',
        },
      },
      fields: [
        { name: 'at', label: { en: 'At', fr: 'Le' }, type: 'date', required: true },
        { name: 'by', label: { en: 'By', fr: 'Par' }, type: 'text', required: true },
        { name: 'change', label: { en: 'Change', fr: 'Modification' }, type: 'text', required: true },
        { name: 'reason', label: { en: 'Reason', fr: 'Motif' }, type: 'text' },
      ],
    },
  ],
}
