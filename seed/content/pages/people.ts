import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'people',
  en: {
    title: 'People',
    description:
      'The women behind Maison Sabine Paris — the founder, designer and master shoemaker — and the Parisians who wear our 10 cm heels every day.',
    body: [
      {
        type: 'p',
        text: 'A shoe is the sum of many hands, and of the life it goes on to lead. On this page you will meet both: the women who draw, build and finish every pair of Maison Sabine Paris, and the women who take them out into the city.',
      },
      {
        type: 'p',
        text: 'In Paris, Sabine Delorme and Clémence Aubry shape each style in the studio above the boutique on rue de Tournon. Near Fermo, in the Marche, Lucia Marcantoni and her artisans turn those drawings into lambskin and steel, one 10 cm heel at a time.',
      },
      {
        type: 'p',
        text: 'And then there are the women who wear them: a dancer who trusts her balance to our pumps, a gallerist who spends her days on her feet between studios and openings, a stylist who builds a whole look around a single pair. They tell us, better than we could, what a heel is for.',
      },
      { type: 'quote', text: 'We make shoes for women who have somewhere to be.', cite: 'Sabine Delorme, founder' },
    ],
  },
  fr: {
    title: 'Portraits',
    description:
      'Les femmes derrière Maison Sabine Paris – fondatrice, designer, maître artisan chausseur – et les Parisiennes qui portent nos talons de 10 cm au quotidien.',
    body: [
      {
        type: 'p',
        text: 'Un soulier est la somme de nombreuses mains, et de la vie qu’il mène ensuite. Vous rencontrerez ici les unes et l’autre : les femmes qui dessinent, construisent et finissent chaque paire Maison Sabine Paris, et celles qui les emmènent à travers la ville.',
      },
      {
        type: 'p',
        text: 'À Paris, Sabine Delorme et Clémence Aubry façonnent chaque modèle dans le studio installé au-dessus de la boutique de la rue de Tournon. Près de Fermo, dans les Marches, Lucia Marcantoni et ses artisans traduisent ces dessins en agneau et en acier, un talon de 10 cm après l’autre.',
      },
      {
        type: 'p',
        text: 'Et puis il y a celles qui les portent : une danseuse qui confie son équilibre à nos escarpins, une galeriste qui passe ses journées debout entre ateliers et vernissages, une styliste qui construit toute une silhouette autour d’une seule paire. Elles disent, mieux que nous, à quoi sert un talon.',
      },
      {
        type: 'quote',
        text: 'Nous faisons des souliers pour les femmes qui ont un endroit où aller.',
        cite: 'Sabine Delorme, fondatrice',
      },
    ],
  },
}
