// The orders export's form in the backoffice's own language (Payload's admin language, en or fr).
export const ordersExportStrings = {
  en: {
    title: 'Export for the accountant (CSV)',
    from: 'From',
    to: 'To',
    submit: 'Export orders (CSV)',
    busy: 'Preparing the file…',
    failed: 'The file could not be prepared. Try again in a moment.',
  },
  fr: {
    title: 'Export pour la comptabilité (CSV)',
    from: 'Du',
    to: 'Au',
    submit: 'Exporter les commandes (CSV)',
    busy: 'Préparation du fichier…',
    failed: 'Le fichier n’a pas pu être préparé. Réessayez dans un instant.',
  },
}
export type OrdersExportStrings = (typeof ordersExportStrings)['en']
