import type { CollectionConfig } from 'payload'
import { byRole } from '@/access/byRole'
import { GROUPS } from '../shared/groups'

/** The workshops that make the house's shoes. The stock role runs them; nobody else sees them. */
export const Suppliers: CollectionConfig = {
  slug: 'suppliers',
  labels: { singular: { en: 'Supplier', fr: 'Fournisseur' }, plural: { en: 'Suppliers', fr: 'Fournisseurs' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'country', 'leadTimeDays'],
    group: GROUPS.stock,
    description: {
      en: 'The workshops that make our shoes and gloves: contact, lead time and what each one makes. Supplier orders drafted from the low-stock list go to the workshop that makes the product type.',
      fr: 'Les ateliers qui fabriquent nos souliers et nos gants : contact, délai et ce que chacun fabrique. Les commandes préparées depuis la liste des stocks bas vont à l’atelier qui fabrique le type de produit.',
    },
  },
  access: { read: byRole('stock'), create: byRole('stock'), update: byRole('stock'), delete: byRole('stock') },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, label: { en: 'Workshop', fr: 'Atelier' } },
    {
      name: 'contact',
      type: 'group',
      label: { en: 'Contact', fr: 'Contact' },
      fields: [
        { name: 'name', type: 'text', label: { en: 'Name', fr: 'Nom' } },
        { name: 'email', type: 'email', label: { en: 'Email', fr: 'E-mail' } },
        { name: 'phone', type: 'text', label: { en: 'Phone', fr: 'Téléphone' } },
      ],
    },
    {
      name: 'address',
      type: 'group',
      label: { en: 'Address', fr: 'Adresse' },
      fields: [
        { name: 'line1', type: 'text', label: { en: 'Street', fr: 'Rue' } },
        { name: 'line2', type: 'text', label: { en: 'Address line 2', fr: 'Complément' } },
        { name: 'postalCode', type: 'text', label: { en: 'Postal code', fr: 'Code postal' } },
        { name: 'city', type: 'text', label: { en: 'City', fr: 'Ville' } },
        { name: 'region', type: 'text', label: { en: 'Region', fr: 'Région' } },
      ],
    },
    {
      name: 'country',
      type: 'text',
      required: true,
      defaultValue: 'IT',
      minLength: 2,
      maxLength: 2,
      label: { en: 'Country (ISO code)', fr: 'Pays (code ISO)' },
    },
    {
      name: 'leadTimeDays',
      type: 'number',
      required: true,
      min: 1,
      max: 365,
      defaultValue: 42,
      label: { en: 'Lead time (days)', fr: 'Délai (jours)' },
    },
    {
      name: 'minimumOrder',
      type: 'number',
      min: 0,
      defaultValue: 0,
      label: { en: 'Minimum order (pairs)', fr: 'Commande minimum (paires)' },
    },
    {
      name: 'currency',
      type: 'select',
      required: true,
      defaultValue: 'EUR',
      options: ['EUR', 'CHF', 'GBP', 'USD'],
      label: { en: 'Currency', fr: 'Devise' },
    },
    {
      name: 'productTypes',
      type: 'relationship',
      relationTo: 'product-types',
      hasMany: true,
      maxDepth: 1,
      label: { en: 'Makes these product types', fr: 'Fabrique ces types de produit' },
    },
    {
      name: 'colourways',
      type: 'text',
      hasMany: true,
      label: { en: 'Colourways', fr: 'Coloris' },
      admin: {
        description: {
          en: 'Leathers and colours this workshop works in.',
          fr: 'Cuirs et coloris travaillés par cet atelier.',
        },
      },
    },
    { name: 'notes', type: 'textarea', label: { en: 'Notes', fr: 'Notes' } },
  ],
}
