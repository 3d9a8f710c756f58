// The signed-in shopper's saved cart: ONE document per customer (unique), its lines as the spec's cart table
// (product id, title, price, quantity, image, size, colour, type). Written only by /api/cart (src/server/carts),
// which replaces the lines in one transaction and announces the change on the live bus. The same document keeps the
// shopper's saved pairs (the wishlist, written only by /api/wishlist): one place per shopper, one live channel.
import type { CollectionConfig } from 'payload'
import { cartCreate, cartDelete, cartReaders, cartUpdate } from '@/access/cartOwner'
import { moneyField } from '@/fields/money'
import { ownAndTotals } from './hooks/ownAndTotals'
import { GROUPS } from '../shared/groups'

const readOnly = { readOnly: true }
const total = moneyField('total', { required: false, label: { en: 'Value', fr: 'Valeur' } })

export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: { en: 'Cart', fr: 'Panier' }, plural: { en: 'Carts', fr: 'Paniers' } },
  admin: {
    useAsTitle: 'customer',
    defaultColumns: ['customer', 'itemCount', 'total', 'updatedAt'],
    group: GROUPS.customers,
    description: {
      en: 'Signed-in shoppers’ saved carts (read only). Open carts and abandoned ones: Backoffice → Carts (/app/carts).',
      fr: 'Paniers enregistrés des clients connectés (lecture seule). Paniers ouverts et abandonnés\u00a0: /app/carts.',
    },
  },
  access: { read: cartReaders, create: cartCreate, update: cartUpdate, delete: cartDelete },
  hooks: { beforeValidate: [ownAndTotals] },
  fields: [
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      required: true,
      unique: true,
      index: true,
      maxDepth: 1,
      label: { en: 'Customer', fr: 'Client' },
      admin: readOnly,
    },
    {
      name: 'lines',
      type: 'array',
      maxRows: 50,
      label: { en: 'Lines', fr: 'Lignes' },
      labels: { singular: { en: 'Line', fr: 'Ligne' }, plural: { en: 'Lines', fr: 'Lignes' } },
      admin: readOnly,
      fields: [
        // The browser's line id (product id, size, colour, type): kept so a reload gives back the same lines.
        { name: 'lineId', type: 'text', required: true, label: { en: 'Line id', fr: 'Identifiant de ligne' } },
        { name: 'productId', type: 'text', required: true, label: { en: 'Product (SKU)', fr: 'Produit (SKU)' } },
        { name: 'title', type: 'text', required: true, label: { en: 'Title', fr: 'Titre' } },
        // Integer cents, as shown to the shopper (checkout prices every line again from the catalogue); staff read
        // it in euros like every amount of the backoffice.
        moneyField('price', { label: { en: 'Price', fr: 'Prix' } }),
        { name: 'quantity', type: 'number', required: true, min: 1, label: { en: 'Quantity', fr: 'Quantité' } },
        { name: 'image', type: 'text', label: { en: 'Image', fr: 'Image' } },
        { name: 'size', type: 'text', label: { en: 'Size', fr: 'Pointure' } },
        { name: 'color', type: 'text', label: { en: 'Colour', fr: 'Couleur' } },
        { name: 'type', type: 'text', label: { en: 'Type', fr: 'Type' } },
        { name: 'variant', type: 'text', label: { en: 'Colour name', fr: 'Nom de la couleur' } },
        // The title and colour name per language, so the drawer follows the shopper's language after a reload.
        { name: 'names', type: 'json', admin: { hidden: true } },
      ],
    },
    {
      name: 'saved',
      type: 'array',
      maxRows: 60,
      label: { en: 'Saved pairs', fr: 'Coups de cœur' },
      labels: {
        singular: { en: 'Saved pair', fr: 'Coup de cœur' },
        plural: { en: 'Saved pairs', fr: 'Coups de cœur' },
      },
      admin: readOnly,
      fields: [
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          // Not required: a product deleted from the catalogue leaves an empty row (set null), never a failed delete.
          index: true,
          label: { en: 'Product', fr: 'Produit' },
        },
      ],
    },
    {
      name: 'itemCount',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Items', fr: 'Articles' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    { ...total, defaultValue: 0, admin: { ...total.admin, ...readOnly, position: 'sidebar' } },
  ],
}
