// The order timeline in a French backoffice: the change log's English entries read in French, values as typed.
import { describe, expect, it } from 'vitest'
import { timelineText } from '@/admin/orders/timelineText'

describe('order timeline entries', () => {
  it.each([
    ['status: preparing → shipped', 'Statut\u00a0: en préparation → expédiée'],
    ['status: pending → paid', 'Statut\u00a0: commande passée → payée'],
    ['tracking: colissimo 6A12345678901', 'Suivi\u00a0: Colissimo 6A12345678901'],
    ['email: a@example.com → b@example.com', 'E-mail\u00a0: a@example.com → b@example.com'],
    ['shippingAddress.postalCode: 75006 → 75007', 'Adresse de livraison, code postal\u00a0: 75006 → 75007'],
    ['return #12: accepted', 'Retour n°\u00a012\u00a0: accepté'],
    ['return #12: requested 1 × PUMP-BLK-38', 'Retour n°\u00a012\u00a0: demandé 1 × PUMP-BLK-38'],
    ['return #12: refunded 890.00 € (re_test_1)', 'Retour n°\u00a012\u00a0: remboursé 890,00\u00a0€ (re_test_1)'],
    [
      'return #12: refunded 690.00 € (re_test_2), credit note A-2026-000004',
      'Retour n°\u00a012\u00a0: remboursé 690,00\u00a0€ (re_test_2), avoir A-2026-000004',
    ],
    [
      'refunded 1250.00 € (re_test_3), credit note A-2026-000005, restocked',
      'Remboursement de 1\u202f250,00\u00a0€ (re_test_3), avoir A-2026-000005, remis en stock',
    ],
    [
      'personal data erased at the customer’s request (GDPR)',
      'Données personnelles effacées à la demande de la cliente (RGPD)',
    ],
  ])('a French reader sees %s as %s', (change, fr) => expect(timelineText(change, 'fr')).toBe(fr))

  it('an English reader sees the entry as written, and an unknown kind is never guessed at', () => {
    expect(timelineText('status: preparing → shipped', 'en')).toBe('status: preparing → shipped')
    expect(timelineText('tracking: colissimo 6A12345678901', 'en')).toBe('Tracking: Colissimo 6A12345678901')
    // Amounts in the house's one format, whatever the language.
    expect(timelineText('refunded 100.00 € (re_test_4), credit note A-2026-000006', 'en')).toBe(
      'refunded 100,00\u00a0€ (re_test_4), credit note A-2026-000006',
    )
    expect(timelineText('something new: x → y', 'fr')).toBe('something new: x → y')
    expect(timelineText('return #3: weighed', 'fr')).toBe('return #3: weighed')
  })
})
