// The French admin: labels, select values and help texts written in English only get their French; labels given
// as { en, fr } stay as written.
import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { frenchAdmin } from '@/collections/shared/frenchAdmin'

const config = () =>
  ({
    globals: [],
    collections: [
      {
        slug: 'orders',
        fields: [
          { name: 'status', type: 'select', label: 'Status', options: ['paid', 'delivered', 'cancelled'] },
          { name: 'total', type: 'number', label: 'Total', admin: { description: 'Integer cents, EUR' } },
          { name: 'email', type: 'email', label: { en: 'Shopper email', fr: 'E-mail de la cliente' } },
          {
            name: 'shippingAddress',
            type: 'group',
            label: 'Shipping Address',
            fields: [{ name: 'postalCode', type: 'text', label: 'Postal Code' }],
          },
          { name: 'mystery', type: 'text', label: 'Mystery' },
        ],
      },
      {
        slug: 'contacts',
        fields: [{ name: 'status', type: 'select', label: 'Status', options: ['new', 'cancelled'] }],
      },
      { slug: 'preorder-campaigns', fields: [{ name: 'end_date', type: 'date', label: 'End_date' }] },
    ],
  }) as unknown as SanitizedConfig

describe('frenchAdmin', () => {
  const out = frenchAdmin(config())
  const [orders, contacts, campaigns] = out.collections.map((c) => c.fields as unknown as Record<string, never>[])

  it('gives field labels their French and keeps the English', () => {
    expect(orders![0]!.label).toEqual({ en: 'Status', fr: 'Statut' })
    expect(orders![3]!.label).toEqual({ en: 'Shipping Address', fr: 'Adresse de livraison' })
    expect((orders![3]!.fields as Record<string, unknown>[])[0]!.label).toEqual({
      en: 'Postal Code',
      fr: 'Code postal',
    })
  })

  it('leaves bilingual labels alone and unknown words in English', () => {
    expect(orders![2]!.label).toEqual({ en: 'Shopper email', fr: 'E-mail de la cliente' })
    expect(orders![4]!.label).toBe('Mystery')
  })

  it('translates select values, with the gender of the thing they describe', () => {
    expect(orders![0]!.options).toEqual([
      { value: 'paid', label: { en: 'Paid', fr: 'Payée' } },
      { value: 'delivered', label: { en: 'Delivered', fr: 'Livrée' } },
      { value: 'cancelled', label: { en: 'Cancelled', fr: 'Annulée' } },
    ])
    expect(contacts![0]!.options).toEqual([
      { value: 'new', label: { en: 'New', fr: 'Nouveau' } },
      { value: 'cancelled', label: { en: 'Cancelled', fr: 'Annulé' } },
    ])
  })

  it('translates known help texts and makes snake_case labels readable', () => {
    expect((orders![1]!.admin as { description: unknown }).description).toEqual({
      en: 'Integer cents, EUR',
      fr: 'Centimes d’euro (nombre entier)',
    })
    expect(campaigns![0]!.label).toEqual({ en: 'End date', fr: 'Date de fin' })
  })
})
