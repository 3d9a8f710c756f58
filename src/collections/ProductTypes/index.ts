import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole, fieldByRole } from '@/access/byRole'
import { revalidateDeletedProductType, revalidateProductType } from './hooks/revalidateProductType'
import { GROUPS } from '../shared/groups'

export const ProductTypes: CollectionConfig = {
  slug: 'product-types',
  labels: {
    singular: { en: 'Product type', fr: 'Type de produit' },
    plural: { en: 'Product types', fr: 'Types de produit' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'sizeSystem', 'order'], group: GROUPS.catalog },
  access: { read: anyone, create: byRole('stock'), update: byRole('stock', 'editor'), delete: byRole() },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateProductType], afterDelete: [revalidateDeletedProductType] },
  fields: [
    {
      name: 'slug',
      label: { en: 'Slug', fr: 'Identifiant d’URL' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'URL segment, e.g. ankle-boots' },
    },
    { name: 'name', label: { en: 'Name', fr: 'Nom' }, type: 'text', required: true, localized: true },
    { name: 'blurb', label: { en: 'Blurb', fr: 'Présentation' }, type: 'textarea', localized: true },
    { name: 'order', label: { en: 'Display order', fr: 'Ordre d’affichage' }, type: 'number', defaultValue: 0 },
    {
      name: 'sizeSystem',
      label: { en: 'Size system', fr: 'Système de tailles' },
      type: 'select',
      required: true,
      defaultValue: 'eu-shoe',
      options: [
        { label: { en: 'EU shoe sizes', fr: 'Pointures EU' }, value: 'eu-shoe' },
        { label: { en: 'Glove hand sizes', fr: 'Tailles de gants' }, value: 'glove-hand' },
      ],
    },
    {
      name: 'shopTheLook',
      label: { en: 'In “Shop the look”', fr: 'Dans « Shop the look »' },
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown in the shop-the-looks carousel' },
    },
    // Default reorder levels of every stock line of this type (a line may set its own): src/domain/supply.ts.
    {
      name: 'reorderPoint',
      type: 'number',
      min: 0,
      access: { update: fieldByRole('stock') },
      label: { en: 'Reorder point (per size and store)', fr: 'Seuil de réassort (par taille et boutique)' },
    },
    {
      name: 'reorderTarget',
      type: 'number',
      min: 0,
      access: { update: fieldByRole('stock') },
      label: { en: 'Reorder target (per size and store)', fr: 'Stock cible (par taille et boutique)' },
    },
    { name: 'image', label: { en: 'Image', fr: 'Image' }, type: 'upload', relationTo: 'media', maxDepth: 1 },
    {
      name: 'sizeGuideNote',
      label: { en: 'Size guide note', fr: 'Note du guide des tailles' },
      type: 'textarea',
      localized: true,
    },
    {
      name: 'sizeGuide',
      label: { en: 'Size guide', fr: 'Guide des tailles' },
      labels: { singular: { en: 'Size', fr: 'Taille' }, plural: { en: 'Sizes', fr: 'Tailles' } },
      type: 'array',
      fields: [
        { name: 'size', label: { en: 'Size', fr: 'Taille' }, type: 'text', required: true },
        // Size systems by their usual abbreviations, the same in both languages.
        { name: 'fr', type: 'text', label: { en: 'FR', fr: 'FR' } },
        { name: 'it', type: 'text', label: { en: 'IT', fr: 'IT' } },
        { name: 'uk', type: 'text', label: { en: 'UK', fr: 'UK' } },
        { name: 'us', type: 'text', label: { en: 'US', fr: 'US' } },
        {
          name: 'cm',
          type: 'number',
          label: { en: 'cm', fr: 'cm' },
          admin: { description: 'Foot length, or hand circumference for gloves (cm)' },
        },
      ],
    },
  ],
}
