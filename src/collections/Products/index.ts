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
    components: { beforeList: ['@/admin/SavedSummary#SavedSummary'] },
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
    { name: 'title', label: { en: 'Title', fr: 'Titre' }, type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'productType',
          label: { en: 'Product type', fr: 'Type de produit' },
          type: 'relationship',
          relationTo: 'product-types',
          required: true,
          index: true,
          maxDepth: 2,
        },
        {
          name: 'color',
          label: { en: 'Colour', fr: 'Couleur' },
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'URL segment, e.g. red' },
        },
        {
          name: 'colorName',
          label: { en: 'Colour name', fr: 'Nom de la couleur' },
          type: 'text',
          required: true,
          localized: true,
        },
        {
          name: 'swatch',
          label: { en: 'Colour swatch', fr: 'Pastille de couleur' },
          type: 'text',
          admin: { description: 'Hex colour, e.g. #a3121f' },
        },
      ],
    },
    {
      name: 'handle',
      label: { en: 'Handle', fr: 'Identifiant' },
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
    { name: 'featured', label: { en: 'Featured', fr: 'À la une' }, type: 'checkbox', defaultValue: false, index: true },
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
    { name: 'position', label: { en: 'Position', fr: 'Position' }, type: 'number', defaultValue: 0 },
    { name: 'description', label: { en: 'Description', fr: 'Description' }, type: 'textarea', localized: true },
    {
      name: 'details',
      label: { en: 'Details', fr: 'Détails' },
      labels: { singular: { en: 'Detail', fr: 'Détail' }, plural: { en: 'Details', fr: 'Détails' } },
      type: 'array',
      localized: true,
      fields: [{ name: 'text', label: { en: 'Text', fr: 'Texte' }, type: 'text', required: true }],
    },
    { name: 'care', label: { en: 'Care', fr: 'Entretien' }, type: 'textarea', localized: true },
    { name: 'returns', label: { en: 'Returns', fr: 'Retours' }, type: 'textarea', localized: true },
    {
      name: 'images',
      label: { en: 'Images', fr: 'Images' },
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxDepth: 1,
    },
    {
      name: 'lookbook',
      label: { en: 'Lookbook', fr: 'Lookbook' },
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxDepth: 1,
    },
    {
      name: 'wornBy',
      label: { en: 'Worn by', fr: 'Portée par' },
      type: 'relationship',
      relationTo: 'people',
      hasMany: true,
      maxDepth: 2,
    },
    {
      name: 'pressMentions',
      label: { en: 'In the press', fr: 'Dans la presse' },
      type: 'relationship',
      relationTo: 'press',
      hasMany: true,
      maxDepth: 2,
    },
    // A self-relation: its cards need their images (depth 2), never the related products' own related ones.
    {
      name: 'related',
      label: { en: 'Related products', fr: 'Produits associés' },
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxDepth: 2,
    },
  ],
}
