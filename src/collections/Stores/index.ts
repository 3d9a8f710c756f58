import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { revalidateStore } from './hooks/revalidateStore'
import { hoursField } from './hoursField'
import { GROUPS } from '../shared/groups'

export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: { en: 'Store', fr: 'Boutique' }, plural: { en: 'Stores', fr: 'Boutiques' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'city'], group: GROUPS.stock },
  access: { read: anyone, create: byRole(), update: byRole('stock'), delete: byRole() },
  hooks: revalidateStore as never,
  fields: [
    { name: 'name', label: { en: 'Name', fr: 'Nom' }, type: 'text', required: true, localized: true },
    { name: 'slug', label: { en: 'Slug', fr: 'Identifiant d’URL' }, type: 'text', required: true, unique: true },
    {
      name: 'type',
      label: { en: 'Type', fr: 'Type' },
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: { en: 'Online store', fr: 'Boutique en ligne' }, value: 'online' },
        { label: { en: 'Boutique', fr: 'Boutique physique' }, value: 'boutique' },
      ],
    },
    { name: 'street', label: { en: 'Street', fr: 'Rue' }, type: 'text' },
    { name: 'postalCode', label: { en: 'Postal code', fr: 'Code postal' }, type: 'text' },
    { name: 'city', label: { en: 'City', fr: 'Ville' }, type: 'text' },
    { name: 'country', label: { en: 'Country', fr: 'Pays' }, type: 'text', defaultValue: 'FR' },
    {
      type: 'row',
      fields: [
        { name: 'lat', label: { en: 'Latitude', fr: 'Latitude' }, type: 'number' },
        { name: 'lng', label: { en: 'Longitude', fr: 'Longitude' }, type: 'number' },
      ],
    },
    { name: 'phone', label: { en: 'Phone', fr: 'Téléphone' }, type: 'text' },
    { name: 'email', label: { en: 'Email', fr: 'E-mail' }, type: 'email' },
    hoursField,
    {
      name: 'directions',
      label: { en: 'Directions', fr: 'Accès' },
      type: 'group',
      fields: [
        { name: 'metro', label: { en: 'Metro', fr: 'Métro' }, type: 'textarea', localized: true },
        { name: 'walking', label: { en: 'Walking', fr: 'À pied' }, type: 'textarea', localized: true },
        { name: 'parking', label: { en: 'Parking', fr: 'Stationnement' }, type: 'textarea', localized: true },
      ],
    },
  ],
}
