// Copy of the held reservations above the visits list, in the backoffice's own language (Payload's admin language).
const en = {
  heading: 'Held in the boutique',
  intro: 'Pairs set aside for 48 hours. Each goes back on the shelf by itself at its deadline.',
  none: 'No pair is held for a shopper.',
  until: 'Held until',
  shopper: 'Shopper',
  phone: 'Phone',
  pair: 'Pair',
  sku: 'SKU',
  actions: 'Actions',
  collected: 'Collected',
  cancel: 'Cancel',
  collectedFor: 'Collected: {name}, {pair}',
  cancelFor: 'Cancel the reservation of {name}, {pair}',
  done: 'Reservation of {name}: {status}.',
  failed: 'The reservation of {name} was not changed: {message}',
  statusCollected: 'collected',
  statusCancelled: 'cancelled, the pair is back on the shelf',
  all: 'All boutique reservations →',
}

export type ReservationStrings = typeof en

const fr: ReservationStrings = {
  heading: 'Réservées en boutique',
  intro: 'Paires mises de côté pour 48\u00a0heures. Chacune retourne d’elle-même en rayon à son échéance.',
  none: 'Aucune paire n’est réservée pour une cliente.',
  until: 'Réservée jusqu’au',
  shopper: 'Cliente',
  phone: 'Téléphone',
  pair: 'Paire',
  sku: 'Réf.',
  actions: 'Actions possibles',
  collected: 'Retirée',
  cancel: 'Annuler',
  collectedFor: 'Retirée\u00a0: {name}, {pair}',
  cancelFor: 'Annuler la réservation de {name}, {pair}',
  done: 'Réservation de {name}\u00a0: {status}.',
  failed: 'La réservation de {name} n’a pas été modifiée\u00a0: {message}',
  statusCollected: 'retirée',
  statusCancelled: 'annulée, la paire est de retour en rayon',
  all: 'Toutes les réservations en boutique →',
}

export const reservationStrings = (language?: string): ReservationStrings => (language === 'fr' ? fr : en)
