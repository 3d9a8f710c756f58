// Backoffice copy of the supply views (stock ledger, receiving, low stock, pipeline), in the admin's language.
const en = {
  reasonLabel: 'Reason for the change',
  reasonHint: 'Kept in the stock ledger with your name, for every change on this page until you change it.',
  reasonMissing: 'Say why the stock changes.',
  reasonInEffect: 'Reason for the changes on this page:',
  reasonNone: 'Your first change on this page asks why; every change after it keeps that reason until you change it.',
  reasonQuoted: '“{reason}”',
  changeReason: 'Change the reason',
  cancel: 'Cancel',
  changed: 'The stock changed meanwhile: {n} now. Check it and try again.',
  history: 'History',
  historyOf: 'History of {sku} in {store}',
  save: 'Save',
}
export type SupplyCellStrings = typeof en
const fr: SupplyCellStrings = {
  reasonLabel: 'Motif du changement',
  reasonHint:
    'Conservé dans le journal des stocks avec votre nom, pour chaque changement de cette page jusqu’à ce que vous le changiez.',
  reasonMissing: 'Indiquez pourquoi le stock change.',
  reasonInEffect: 'Motif des changements de cette page\u00a0:',
  reasonNone:
    'Votre premier changement sur cette page en demande le motif\u00a0; les suivants le reprennent jusqu’à ce que vous le changiez.',
  reasonQuoted: '«\u00a0{reason}\u00a0»',
  changeReason: 'Changer le motif',
  cancel: 'Annuler',
  changed: 'Le stock a changé entre-temps : {n} maintenant. Vérifiez puis réessayez.',
  history: 'Historique',
  historyOf: 'Historique de {sku} à {store}',
  save: 'Enregistrer',
}
export const supplyCellStrings = (lang?: string | null) => (lang === 'fr' ? fr : en)

/** The ledger list of one stock cell. */
export const historyHref = (sku: string, store: number) =>
  `/app/collections/stock-movements?where[and][0][sku][equals]=${encodeURIComponent(sku)}&where[and][1][store][equals]=${store}`
