// /app/stock copy in the backoffice's own language (Payload's admin language: en or fr). The admin is not under
// next-intl, so the strings live here, next to the only view that uses them.
const en = {
  title: 'Stock',
  denied: 'The stock matrix is for the stock team and administrators.',
  introBefore: 'Quantities per size and store.',
  low: 'Low (1–{max})',
  and: 'and',
  zero: 'zero',
  introAfter: 'are marked. Change a number and leave the field to save.',
  store: 'Store',
  cellLabel: '{title}, size {size}, {store}',
  negative: 'Stock cannot be negative.',
  whole: 'Whole units only.',
  invalid: 'Invalid quantity',
  notAllowed: 'Not allowed',
  notSaved: 'Not saved',
  search: 'Product',
  searchPlaceholder: 'Title or handle',
  type: 'Type',
  allTypes: 'All types',
  apply: 'Filter',
  reset: 'Show all',
  shown: '{n} of {total} products',
  noMatch: 'No product matches this filter.',
}

export type StockStrings = typeof en
export type StockCellStrings = Pick<StockStrings, 'negative' | 'whole' | 'invalid' | 'notAllowed' | 'notSaved'>

const fr: StockStrings = {
  title: 'Stock',
  denied: 'La matrice de stock est réservée à l’équipe stock et aux administrateurs.',
  introBefore: 'Quantités par taille et par boutique.',
  low: 'Stock bas (1–{max})',
  and: 'et',
  zero: 'rupture',
  introAfter: 'sont signalés. Modifiez un nombre puis quittez le champ pour enregistrer.',
  store: 'Boutique',
  cellLabel: '{title}, taille {size}, {store}',
  negative: 'Le stock ne peut pas être négatif.',
  whole: 'Unités entières uniquement.',
  invalid: 'Quantité invalide',
  notAllowed: 'Action non autorisée',
  notSaved: 'Non enregistré',
  search: 'Produit',
  searchPlaceholder: 'Titre ou identifiant',
  type: 'Type',
  allTypes: 'Tous les types',
  apply: 'Filtrer',
  reset: 'Tout afficher',
  shown: '{n} produits sur {total}',
  noMatch: 'Aucun produit ne correspond à ce filtre.',
}

export const stockStrings = (language: string | undefined): StockStrings => (language === 'fr' ? fr : en)
