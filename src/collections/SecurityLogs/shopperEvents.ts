// The shopper-account events of the security log (issue 35): failed sign-ins, locks, wrong codes, resets, email and
// password changes and deletions, written by src/server/accounts. Named apart from the staff events, so an admin
// reading the log tells a shopper's account from a staff member's at a glance.
export const SHOPPER_EVENT_LABELS = {
  'customer-sign-in-failure': { en: 'Shopper: failed sign-in', fr: 'Client\u00a0: échec de connexion' },
  'customer-locked': {
    en: 'Shopper: sign-in locked after too many attempts',
    fr: 'Client\u00a0: connexion bloquée après trop de tentatives',
  },
  'customer-code-failure': { en: 'Shopper: wrong sign-in code', fr: 'Client\u00a0: code de connexion erroné' },
  'customer-password-reset': {
    en: 'Shopper: password set from an emailed link',
    fr: 'Client\u00a0: mot de passe choisi depuis un lien reçu',
  },
  'customer-password-changed': { en: 'Shopper: password changed', fr: 'Client\u00a0: mot de passe modifié' },
  'customer-email-change-requested': {
    en: 'Shopper: new email address asked for',
    fr: 'Client\u00a0: nouvelle adresse e-mail demandée',
  },
  'customer-email-changed': { en: 'Shopper: email address changed', fr: 'Client\u00a0: adresse e-mail modifiée' },
  'customer-deleted': { en: 'Shopper: account deleted', fr: 'Client\u00a0: compte supprimé' },
} as const

export type ShopperSecurityEvent = keyof typeof SHOPPER_EVENT_LABELS
