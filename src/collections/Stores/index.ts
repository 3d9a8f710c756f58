import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { byRole } from '@/access/byRole'
import { revalidateStore } from './hooks/revalidateStore'
import { GROUPS } from '../shared/groups'

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

export const Stores: CollectionConfig = {
  slug: 'stores',
  labels: { singular: { en: 'Store', fr: 'Boutique' }, plural: { en: 'Stores', fr: 'Boutiques' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'city'], group: GROUPS.stock },
  access: { read: anyone, create: byRole(), update: byRole('stock'), delete: byRole() },
  hooks: revalidateStore as never,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: { en: 'Online store', fr: 'Boutique en ligne' }, value: 'online' },
        { label: { en: 'Boutique', fr: 'Boutique physique' }, value: 'boutique' },
      ],
    },
    { name: 'street', type: 'text' },
    { name: 'postalCode', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'country', type: 'text', defaultValue: 'FR' },
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number' },
        { name: 'lng', type: 'number' },
      ],
    },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'email' },
    {
      name: 'hours',
      type: 'array',
      fields: [
        { name: 'day', type: 'select', required: true, options: DAYS.map((d) => ({ label: d, value: d })) },
        { name: 'open', type: 'text', admin: { description: 'HH:MM' } },
        { name: 'close', type: 'text', admin: { description: 'HH:MM' } },
        { name: 'closed', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'directions',
      type: 'group',
      fields: [
        { name: 'metro', type: 'textarea', localized: true },
        { name: 'walking', type: 'textarea', localized: true },
        { name: 'parking', type: 'textarea', localized: true },
      ],
    },
  ],
}
