// The French admin: select values and help texts written in English only get their French; field labels are left
// as the collections wrote them (each visible field carries its own { en, fr }, checked over the built config).
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
    ],
  }) as unknown as SanitizedConfig

describe('frenchAdmin', () => {
  const out = frenchAdmin(config())
  const [orders, contacts] = out.collections.map((c) => c.fields as unknown as Record<string, never>[])

  it('leaves field labels as written: no French guessed from a field name', () => {
    expect(orders![0]!.label).toBe('Status')
    expect(orders![2]!.label).toEqual({ en: 'Shopper email', fr: 'E-mail de la cliente' })
    expect((orders![3]!.fields as Record<string, unknown>[])[0]!.label).toBe('Postal Code')
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

  it('translates known help texts', () => {
    expect((orders![1]!.admin as { description: unknown }).description).toEqual({
      en: 'Integer cents, EUR',
      fr: 'Centimes d’euro (nombre entier)',
    })
  })
})
