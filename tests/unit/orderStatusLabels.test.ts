// An order's status in the backoffice's words: every status of an order has a label in both languages (the
// pipeline's columns and the orders export read them), and an unknown one is shown as it is rather than as nothing.
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '@/domain/orders'
import { ORDER_STATUS_LABELS, orderStatusLabel } from '@/domain/orderStatusLabels'

describe('orderStatusLabel', () => {
  it('names every order status in English and French', () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS.en[status]).toMatch(/^[A-Z]/)
      expect(ORDER_STATUS_LABELS.fr[status]).toMatch(/^[A-ZÉ]/)
    }
  })

  it('reads the admin’s language, English by default, and keeps an unknown status as it is', () => {
    expect(orderStatusLabel('shipped', 'fr')).toBe('Expédiée')
    expect(orderStatusLabel('shipped', 'en')).toBe('Shipped')
    expect(orderStatusLabel('shipped', null)).toBe('Shipped')
    expect(orderStatusLabel('on-hold', 'fr')).toBe('on-hold')
  })
})
