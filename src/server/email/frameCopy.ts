// The words of the house frame itself (footer, order block headings), in the email's language.
const COPY = {
  en: {
    boutique: 'Paris boutique',
    phone: 'Telephone',
    wordmark: 'Maison Sabine',
  },
  fr: {
    boutique: 'Boutique de Paris',
    phone: 'Téléphone',
    wordmark: 'Maison Sabine',
  },
}

export const frameCopy = (lang: 'en' | 'fr') => COPY[lang]
