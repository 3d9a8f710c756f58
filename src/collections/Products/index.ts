import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { revalidateDeletedProduct, revalidateProduct } from './hooks/revalidateProduct'
import { setHandle } from './hooks/setHandle'
import { GROUPS } from '../shared/groups'
import { moneyField } from '@/fields/money'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: { en: 'Product', fr: 'Produit' }, plural: { en: 'Products', fr: 'Produits' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'productType', 'colorName', 'price', 'featured'],
    group: GROUPS.catalog,
  },
  access: { read: anyone, create: byRole('stock'), update: byRole('stock', 'editor'), delete: byRole() },
  // A product shown through another document (related products, an article's products, a product card, an order
  // line) needs only what a card shows. Never its own relations: each level would multiply the response.
  defaultPopulate: {
    title: true,
    productType: true,
    color: true,
    colorName: true,
    swatch: true,
    handle: true,
    price: true,
    images: true,
    lookbook: true,
    custom: true,
  },
  hooks: { beforeValidate: [setHandle], afterChange: [revalidateProduct], afterDelete: [revalidateDeletedProduct] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'productType',
          type: 'relationship',
          relationTo: 'product-types',
          required: true,
          index: true,
          maxDepth: 2,
        },
        { name: 'color', type: 'text', required: true, index: true, admin: { description: 'URL segment, e.g. red' } },
        { name: 'colorName', type: 'text', required: true, localized: true },
        { name: 'swatch', type: 'text', admin: { description: 'Hex colour, e.g. #a3121f' } },
      ],
    },
    {
      name: 'handle',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: '{type}/{color}' },
    },
    // Typed and listed in euros; stored as integer cents (src/fields/money.ts).
    moneyField('price', {
      label: { en: 'Price', fr: 'Prix' },
      description: { en: 'In euros, VAT included.', fr: 'En euros, TVA incluse.' },
    }),
    { name: 'featured', type: 'checkbox', defaultValue: false, index: true },
    // Made to order for one client: the return policy excludes it. Copied onto each order line at checkout, so a
    // later change of the mark never changes what an order already bought may do.
    {
      name: 'custom',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Custom (made to order)', fr: 'Sur mesure' },
      admin: {
        description: {
          en: 'Custom pairs cannot be returned: the returns form refuses them.',
          fr: 'Les paires sur mesure ne sont ni reprises ni échangées\u00a0: le formulaire de retour les refuse.',
        },
      },
    },
    { name: 'position', type: 'number', defaultValue: 0 },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'details', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'care', type: 'textarea', localized: true },
    { name: 'returns', type: 'textarea', localized: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, maxDepth: 1 },
    { name: 'lookbook', type: 'upload', relationTo: 'media', hasMany: true, maxDepth: 1 },
    { name: 'wornBy', type: 'relationship', relationTo: 'people', hasMany: true, maxDepth: 2 },
    { name: 'pressMentions', type: 'relationship', relationTo: 'press', hasMany: true, maxDepth: 2 },
    // A self-relation: its cards need their images (depth 2), never the related products' own related ones.
    { name: 'related', type: 'relationship', relationTo: 'products', hasMany: true, maxDepth: 2 },
  ],
}
