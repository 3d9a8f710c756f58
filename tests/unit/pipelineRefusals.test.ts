// The pipeline board shows the server's refusal as it comes: a French admin reads it in French (the move to
// "shipped" without a tracking number, a move the board offered from a card another staff member moved meanwhile).
import { describe, expect, it } from 'vitest'
import { fulfilmentLog } from '@/collections/Orders/hooks/fulfilmentLog'
import { guardStaffEdits } from '@/collections/Orders/hooks/guardStaffEdits'
import { guardTransition } from '@/collections/Orders/hooks/guardTransition'
import { guardTransition as guardSupplierTransition } from '@/collections/SupplierOrders/hooks/guardTransition'

const req = (language: string) =>
  ({ i18n: { language }, user: { id: 1, collection: 'users', email: 'anne@example.com', roles: ['service'] } }) as never
const refusal = (hook: (args: never) => unknown, language: string, data: object, originalDoc: object) => {
  try {
    hook({ data, originalDoc, operation: 'update', req: req(language), context: {} } as never)
  } catch (e) {
    return (e as Error).message
  }
  return null
}

describe('pipeline refusals', () => {
  it('a French admin reads why an order cannot be shipped yet, and English staff in English', () => {
    const args = [{ status: 'shipped' }, { status: 'preparing', fulfilment: {} }] as const
    expect(refusal(fulfilmentLog as never, 'fr', ...args)).toBe(
      'Indiquez le transporteur et le numéro de suivi pour marquer cette commande expédiée.',
    )
    expect(refusal(fulfilmentLog as never, 'en', ...args)).toBe(
      'Give the carrier and the tracking number to mark this order shipped.',
    )
  })

  it('a move no longer allowed is refused in French, statuses named as the board names them', () => {
    expect(refusal(guardTransition as never, 'fr', { status: 'preparing' }, { status: 'cancelled' })).toBe(
      'Une commande ne peut pas passer de «\u00a0Annulée\u00a0» à «\u00a0En préparation\u00a0».',
    )
    expect(refusal(guardTransition as never, 'en', { status: 'preparing' }, { status: 'cancelled' })).toBe(
      'An order cannot go from cancelled to preparing.',
    )
    expect(refusal(guardSupplierTransition as never, 'fr', { status: 'sent' }, { status: 'cancelled' })).toBe(
      'Une commande fournisseur ne peut pas passer de «\u00a0Annulée\u00a0» à «\u00a0Envoyée\u00a0».',
    )
    expect(refusal(guardSupplierTransition as never, 'fr', { status: 'received' }, { status: 'shipped' })).toBe(
      'Une commande fournisseur devient reçue à la réception de sa marchandise.',
    )
  })

  it('marking an order paid by hand is refused in French to a non-admin', () => {
    expect(refusal(guardStaffEdits as never, 'fr', { status: 'paid' }, { status: 'pending' })).toBe(
      'Seuls un paiement ou un administrateur peuvent marquer une commande «\u00a0Payée\u00a0».',
    )
  })
})
