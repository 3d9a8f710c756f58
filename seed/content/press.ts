// Press mentions. Every publication name is fictional and every URL a placeholder: no quote is attributed
// to a real title. `products` lists product refs from seed/catalog-plan.md. Newest first.

export const press: Array<{
  publication: string
  headline: { en: string; fr: string }
  /** ISO date (YYYY-MM-DD). */
  date: string
  quote: { en: string; fr: string }
  /** Placeholder address. */
  url: string
  products: string[]
}> = [
  {
    publication: 'Paris Mode Hebdo',
    headline: {
      en: 'Ten centimetres, no compromise: the rue de Tournon house rethinking the high heel',
      fr: 'Dix centimètres, sans compromis : la maison de la rue de Tournon qui repense le talon haut',
    },
    date: '2026-10-08',
    quote: {
      en: 'The rare high heel you forget you are wearing by the second glass of champagne.',
      fr: 'Le rare talon haut que l’on oublie dès la deuxième coupe de champagne.',
    },
    url: 'https://example.com/press/paris-mode-hebdo/maison-sabine-ten-centimetres',
    products: ['pumps/black', 'pumps/red', 'ankle-boots/red'],
  },
  {
    publication: 'The Slow Fashion Review',
    headline: {
      en: 'Buy once, walk for years',
      fr: 'Acheter une fois, marcher des années',
    },
    date: '2026-06-17',
    quote: {
      en: 'Maison Sabine makes a convincing case that a luxury shoe should be judged by its tenth year, not its first season.',
      fr: 'Maison Sabine démontre avec conviction qu’un soulier de luxe se juge à sa dixième année, et non à sa première saison.',
    },
    url: 'https://example.com/press/slow-fashion-review/buy-once-walk-for-years',
    products: ['ankle-boots/cognac', 'boots/burgundy'],
  },
  {
    publication: 'Le Journal des Arts Décoratifs',
    headline: {
      en: 'In the Marche, the last comes first',
      fr: 'Dans les Marches, tout commence par la forme',
    },
    date: '2026-03-04',
    quote: {
      en: 'A workshop where the beechwood master lasts are kept like family heirlooms.',
      fr: 'Un atelier où les formes maîtresses en hêtre se gardent comme des bijoux de famille.',
    },
    url: 'https://example.com/press/journal-des-arts-decoratifs/marche-workshop',
    products: ['boots/black', 'ankle-boots/black'],
  },
  {
    publication: 'Rive Gauche Quarterly',
    headline: {
      en: 'Saint-Germain’s new address for heels',
      fr: 'La nouvelle adresse du talon à Saint-Germain',
    },
    date: '2025-11-20',
    quote: {
      en: 'Step into the boutique on rue de Tournon and a fitting becomes a small ceremony.',
      fr: 'Franchir le seuil de la rue de Tournon, c’est faire de l’essayage une petite cérémonie.',
    },
    url: 'https://example.com/press/rive-gauche-quarterly/rue-de-tournon',
    products: ['ankle-boots/black', 'sandals/gold', 'boots/taupe'],
  },
  {
    publication: 'Atelier & Savoir-Faire',
    headline: {
      en: 'Hand-stitched in lambskin',
      fr: 'Cousu main, en agneau',
    },
    date: '2025-09-02',
    quote: {
      en: 'The hand-stitching on the ivory ankle boots is so even that it reads as a single line of ink.',
      fr: 'Les points cousus main des bottines ivoire sont si réguliers qu’on croirait un trait d’encre.',
    },
    url: 'https://example.com/press/atelier-savoir-faire/hand-stitched-lambskin',
    products: ['ankle-boots/ivory'],
  },
  {
    publication: 'The Footwear Quarterly',
    headline: {
      en: 'The engineering behind a comfortable 10 cm heel',
      fr: 'L’ingénierie d’un talon de 10 cm confortable',
    },
    date: '2025-05-14',
    quote: {
      en: 'Pitch, shank and padding are worked out with the rigour of a structural engineer.',
      fr: 'Cambrure, cambrion et rembourrage sont pensés avec la rigueur d’un ingénieur en structures.',
    },
    url: 'https://example.com/press/footwear-quarterly/comfortable-ten-centimetre-heel',
    products: ['pumps/nude', 'sandals/black', 'sandals/ivory'],
  },
  {
    publication: 'Carnet de Style',
    headline: {
      en: 'Colour therapy: the yellow pump',
      fr: 'Cure de couleur : l’escarpin jaune',
    },
    date: '2025-02-11',
    quote: {
      en: 'The yellow pump is the most joyful thing to happen to a grey February in Paris.',
      fr: 'L’escarpin jaune est ce qui pouvait arriver de plus joyeux à un mois de février gris à Paris.',
    },
    url: 'https://example.com/press/carnet-de-style/yellow-pump',
    products: ['pumps/yellow'],
  },
  {
    publication: 'Modern Craft Journal',
    headline: {
      en: 'A flat sneaker from a house of heels',
      fr: 'Une basket plate signée par une maison de talons',
    },
    date: '2024-10-03',
    quote: {
      en: 'Proof that a house devoted to the heel knows exactly when to come back down to earth.',
      fr: 'La preuve qu’une maison vouée au talon sait exactement quand revenir sur terre.',
    },
    url: 'https://example.com/press/modern-craft-journal/flat-sneaker',
    products: ['sneakers/white', 'sneakers/black', 'gloves'],
  },
]
