// The words of the house frame itself (footer, order block headings), in the email's language.
const COPY = {
  en: {
    boutique: 'Paris boutique',
    wordmark: 'Maison Sabine',
  },
  fr: {
    boutique: 'Boutique de Paris',
    wordmark: 'Maison Sabine',
  },
}

export const frameCopy = (lang: 'en' | 'fr') => COPY[lang]
