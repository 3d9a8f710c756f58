// The store week's copy in the backoffice's own language (Payload's admin language, en or fr).
export const weekStrings = {
  en: {
    day: 'Day',
    open: 'Opens',
    close: 'Closes',
    closed: 'Closed',
    openOn: (day: string) => `${day}, opens`,
    closeOn: (day: string) => `${day}, closes`,
  },
  fr: {
    day: 'Jour',
    open: 'Ouverture',
    close: 'Fermeture',
    closed: 'Fermé',
    openOn: (day: string) => `${day}, ouverture`,
    closeOn: (day: string) => `${day}, fermeture`,
  },
}
