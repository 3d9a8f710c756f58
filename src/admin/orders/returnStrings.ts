// The returns panel of an order in both admin languages.
export const RETURN_STRINGS = {
  en: {
    title: 'Returns',
    status: { requested: 'Requested', accepted: 'Accepted', received: 'Received', refunded: 'Refunded' },
    reason: { size: 'Size', style: 'Style', quality: 'Quality', damaged: 'Damaged', other: 'Other' },
    action: { accept: 'Accept the return', receive: 'Mark received (restock)', refund: 'Refund' },
    refundNote: 'The lines only, to the original payment method; shipping is not refunded.',
    saving: 'Saving…',
    failed: 'The return could not be moved.',
    refundId: 'Refund',
  },
  fr: {
    title: 'Retours',
    status: { requested: 'Demandé', accepted: 'Accepté', received: 'Reçu', refunded: 'Remboursé' },
    reason: { size: 'Taille', style: 'Style', quality: 'Qualité', damaged: 'Abîmé', other: 'Autre' },
    action: { accept: 'Accepter le retour', receive: 'Marquer reçu (remise en stock)', refund: 'Rembourser' },
    refundNote: 'Les articles seuls, sur le moyen de paiement d’origine\u00a0; la livraison n’est pas remboursée.',
    saving: 'Enregistrement…',
    failed: 'Le retour n’a pas pu être modifié.',
    refundId: 'Remboursement',
  },
} as const
export type ReturnStrings = (typeof RETURN_STRINGS)['en' | 'fr']
