// The house's identity, contact addresses and the Paris boutique.
// The house's constants: opening hours Monday–Friday 10:30–19:30, Saturday 11:00–18:00, Sunday closed;
// the metro note says 5 minutes walking from a garden (the Jardin du Luxembourg); street parking is limited.

export const brand = {
  name: 'Maison Sabine',
  legalName: 'Maison Sabine SAS',
  tagline: {
    en: 'Ten centimetres of Paris, made by hand in Italy.',
    fr: 'Dix centimètres de Paris, façonnés à la main en Italie.',
  },
  /** A short tagline quote, shown on the 404 page. */
  quote: {
    en: 'Elegance is a way of walking.',
    fr: 'L’élégance est une manière de marcher.',
  },
  instagram: 'https://www.instagram.com/maisonsabineparis',
  emails: {
    contact: 'contact@maison-sabine.example',
    boutique: 'boutique@maison-sabine.example',
    wholesale: 'wholesale@maison-sabine.example',
    press: 'press@maison-sabine.example',
  },
  boutique: {
    name: 'Maison Sabine — Paris boutique',
    street: '12 rue de Tournon',
    postalCode: '75006',
    city: 'Paris',
    country: 'FR',
    lat: 48.8497,
    lng: 2.3372,
    phone: '+33 1 44 07 12 12',
    email: 'boutique@maison-sabine.example',
    hours: [
      { day: 'monday', open: '10:30', close: '19:30' },
      { day: 'tuesday', open: '10:30', close: '19:30' },
      { day: 'wednesday', open: '10:30', close: '19:30' },
      { day: 'thursday', open: '10:30', close: '19:30' },
      { day: 'friday', open: '10:30', close: '19:30' },
      { day: 'saturday', open: '11:00', close: '18:00' },
      { day: 'sunday', closed: true },
    ],
    directions: {
      metro: {
        en: 'Metro Odéon (lines 4 and 10) or Mabillon (line 10). The boutique is a 5-minute walk from the Jardin du Luxembourg.',
        fr: 'Métro Odéon (lignes 4 et 10) ou Mabillon (ligne 10). La boutique est à 5 minutes à pied du jardin du Luxembourg.',
      },
      walking: {
        en: 'With your back to the Palais du Luxembourg, walk down rue de Tournon towards Saint-Sulpice: number 12 is on your left, 5 minutes from the garden gates.',
        fr: 'Dos au palais du Luxembourg, descendez la rue de Tournon en direction de Saint-Sulpice : le numéro 12 se trouve sur votre gauche, à 5 minutes des grilles du jardin.',
      },
      parking: {
        en: 'Street parking is limited. The nearest public car parks are at Saint-Sulpice and the Marché Saint-Germain, a few minutes away on foot.',
        fr: 'Le stationnement dans la rue est limité. Les parkings publics les plus proches sont ceux de Saint-Sulpice et du marché Saint-Germain, à quelques minutes à pied.',
      },
    },
  },
} as const
