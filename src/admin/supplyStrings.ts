// Backoffice copy of the supply views (stock ledger, receiving, low stock, pipeline), in the admin's language.
const en = {
  reasonLabel: 'Reason for the change',
  reasonHint: 'Kept in the stock ledger with your name. Asked once for this page.',
  reasonMissing: 'Say why the stock changes.',
  changed: 'The stock changed meanwhile: {n} now. Check it and try again.',
  history: 'History',
  historyOf: 'History of {sku} in {store}',
  save: 'Save',
}
export type SupplyCellStrings = typeof en
const fr: SupplyCellStrings = {
  reasonLabel: 'Motif du changement',
  reasonHint: 'Conservé dans le journal des stocks avec votre nom. Demandé une fois pour cette page.',
  reasonMissing: 'Indiquez pourquoi le stock change.',
  changed: 'Le stock a changé entre-temps : {n} maintenant. Vérifiez puis réessayez.',
  history: 'Historique',
  historyOf: 'Historique de {sku} à {store}',
  save: 'Enregistrer',
}
export const supplyCellStrings = (lang?: string | null) => (lang === 'fr' ? fr : en)

/** The ledger list of one stock cell. */
export const historyHref = (sku: string, store: number) =>
  `/app/collections/stock-movements?where[and][0][sku][equals]=${encodeURIComponent(sku)}&where[and][1][store][equals]=${store}`
