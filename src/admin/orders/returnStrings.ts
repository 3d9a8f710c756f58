// The returns panel of an order in both admin languages.
import { DECLINE_REASON_LABELS } from '@/domain/returns'

export const RETURN_STRINGS = {
  en: {
    title: 'Returns',
    status: {
      requested: 'Requested',
      accepted: 'Accepted',
      declined: 'Declined',
      received: 'Received',
      refunded: 'Refunded',
    },
    reason: { size: 'Size', style: 'Style', quality: 'Quality', damaged: 'Damaged', other: 'Other' },
    action: {
      accept: 'Accept the return',
      decline: 'Decline…',
      receive: 'Mark received (restock)',
      refund: 'Refund',
    },
    declineReasons: Object.fromEntries(Object.entries(DECLINE_REASON_LABELS).map(([k, v]) => [k, v.en])),
    declineReason: 'Reason (the shopper is told, politely)',
    declineNote: 'Note to the shopper (required for “Other”)',
    declineConfirm: 'Decline the return',
    declineCancel: 'Cancel',
    declinedBecause: 'Declined',
    finish: 'Finish the refund',
    finishNote:
      'The refund was started but its confirmation was not recorded. Finishing asks the provider again with the same key: the shopper is refunded once.',
    creditNote: 'Download the credit note (PDF)',
    refundNote: 'The lines only, to the original payment method; shipping is not refunded.',
    saving: 'Saving…',
    failed: 'The return could not be moved.',
    refundId: 'Refund',
  },
  fr: {
    title: 'Retours',
    status: {
      requested: 'Demandé',
      accepted: 'Accepté',
      declined: 'Refusé',
      received: 'Reçu',
      refunded: 'Remboursé',
    },
    reason: { size: 'Taille', style: 'Style', quality: 'Qualité', damaged: 'Abîmé', other: 'Autre' },
    action: {
      accept: 'Accepter le retour',
      decline: 'Refuser…',
      receive: 'Marquer reçu (remise en stock)',
      refund: 'Rembourser',
    },
    declineReasons: Object.fromEntries(Object.entries(DECLINE_REASON_LABELS).map(([k, v]) => [k, v.fr])),
    declineReason: 'Motif (communiqué au client avec courtoisie)',
    declineNote: 'Mot au client (obligatoire pour «\u00a0Autre motif\u00a0»)',
    declineConfirm: 'Refuser le retour',
    declineCancel: 'Annuler',
    declinedBecause: 'Refusé',
    finish: 'Finaliser le remboursement',
    finishNote:
      'Le remboursement a été lancé mais sa confirmation n’a pas été enregistrée. Finaliser interroge de nouveau le prestataire avec la même clé\u00a0: le client n’est remboursé qu’une fois.',
    creditNote: 'Télécharger l’avoir (PDF)',
    refundNote: 'Les articles seuls, sur le moyen de paiement d’origine\u00a0; la livraison n’est pas remboursée.',
    saving: 'Enregistrement…',
    failed: 'Le retour n’a pas pu être modifié.',
    refundId: 'Remboursement',
  },
} as const
export type ReturnStrings = (typeof RETURN_STRINGS)['en' | 'fr']
