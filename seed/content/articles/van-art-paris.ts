import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'van-art-paris',
  date: '2025-09-18',
  author: 'Léa Morel',
  cover: 'article/van-art-paris/cover',
  relatedProducts: ['ankle-boots/cognac', 'pumps/yellow', 'sneakers/white'],
  en: {
    title: 'The Painted Van: Ten Days Across Paris with Margaux Ferrand',
    excerpt:
      'An old corrugated van, a painter from Pantin and a rail of shoes in every size: for ten days in September, our boutique took to the streets.',
    description:
      'Painter Margaux Ferrand turned an old Citroën van into a travelling try-on room for our lambskin shoes, from the canal Saint-Martin to Montmartre.',
    body: [
      {
        type: 'p',
        text: 'We have one boutique, on rue de Tournon, and we love it. But a single address is also a limit: it asks Paris to come to us. This September, for ten days, we tried it the other way round. We parked a painted van in five neighbourhoods, opened its side door, set out a bench and a mirror, and waited to see who would stop.',
      },
      { type: 'h2', text: 'A van as a canvas' },
      {
        type: 'p',
        text: 'The van is a Citroën Type H from the late 1960s, the ribbed grey workhorse that once delivered bread, flowers and newspapers across France. Ours had spent thirty years with a market gardener near Meaux before it came to us with a tired engine and a body full of character. Those corrugated flanks were what decided us: they read, at once, as a surface waiting for paint.',
      },
      {
        type: 'p',
        text: 'We asked Margaux Ferrand, a painter who works from a shared studio in Pantin, to take it on. She spent three weeks with the van in the studio courtyard, sanding, priming and then painting in outdoor enamel, layer after layer. Her starting point was the last: she had traced the profile of our 10 cm pitch — the gradual slope from heel to ball of the foot — and repeated it along both sides until it became a kind of swell, a wave in yellow, red, cognac and ivory running the length of the vehicle.',
      },
      {
        type: 'quote',
        text: 'I wanted the van to look as if it had been walking all day and was still in a good mood.',
        cite: 'Margaux Ferrand',
      },
      {
        type: 'image',
        image: 'article/van-art-paris/1',
        caption: 'The van on the quai de Valmy, its painted flank facing the canal.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Inside, a fitting room' },
      {
        type: 'p',
        text: 'Inside, we kept things spare. A long bench upholstered in offcuts of lambskin sent from the workshop in the Marche, in the same shades as the paint outside. A full-length mirror. A rail holding the collection in every size from 35 to 42, so that nobody had to be told to come back another day. A small rug, because a fitting deserves a floor.',
      },
      {
        type: 'p',
        text: 'People tried things on. Some came because of the van, and learned only afterwards that it held shoes; others had followed us for years and came to walk a few steps on the cobbles in a pair they had only ever seen on a screen. There was no till. Those who wanted a pair ordered it online or booked a fitting at the boutique, and went on their way with a small card painted by Margaux — each one different, and numbered by hand.',
      },
      {
        type: 'imagePair',
        images: ['article/van-art-paris/2', 'article/van-art-paris/3'],
        caption: 'Margaux Ferrand at work in Pantin; the lambskin bench inside the van.',
      },
      { type: 'h2', text: 'Five stops in ten days' },
      {
        type: 'p',
        text: 'We chose places where people walk rather than hurry, and where a van can park without causing a scene.',
      },
      {
        type: 'places',
        places: [
          {
            name: 'Maison Sabine boutique',
            address: '12 rue de Tournon, 75006 Paris',
            lat: 48.8497,
            lng: 2.3372,
            note: 'First and last day: departure and homecoming.',
          },
          {
            name: 'Quai de Valmy',
            address: 'Quai de Valmy, 75010 Paris',
            lat: 48.8712,
            lng: 2.3637,
            note: 'Two days by the canal Saint-Martin, beneath the plane trees.',
          },
          {
            name: 'Rue de Bretagne',
            address: 'Rue de Bretagne, 75003 Paris',
            lat: 48.8627,
            lng: 2.3617,
            note: 'Market mornings, near the Marché des Enfants Rouges.',
          },
          {
            name: 'Butte-aux-Cailles',
            address: 'Rue des Cinq-Diamants, 75013 Paris',
            lat: 48.8277,
            lng: 2.3504,
            note: 'A village afternoon in the 13th.',
          },
          {
            name: 'Place des Abbesses',
            address: 'Place des Abbesses, 75018 Paris',
            lat: 48.8845,
            lng: 2.3385,
            note: 'Montmartre, on the steepest streets of the tour.',
          },
        ],
      },
      {
        type: 'p',
        text: 'Each stop had its own rhythm. By the canal, it was evening crowds and bicycles. On rue de Bretagne, the market set the hours: the van opened when the stalls did and closed when the last crates were stacked. At the Butte-aux-Cailles, children sat on the bumper. In Montmartre, the slope of the street became an impromptu test: more than one visitor walked up and down rue des Abbesses in a pair of ankle boots to see how a 10 cm heel behaves on a hill.',
      },
      {
        type: 'product',
        product: 'ankle-boots/cognac',
        note: 'The pair most often tried in the van, and the colour Margaux Ferrand chose for her brushstrokes’ warmest passages.',
      },
      { type: 'h2', text: 'After the tour' },
      {
        type: 'p',
        text: 'Margaux painted for the whole of the first week in our white sneakers, which came back speckled with every colour on the van. We have kept them, unwashed, on a shelf in the studio above the boutique. The van itself is resting in a courtyard in the 11th arrondissement for the winter. We have not decided where it goes next, only that it will go somewhere: a house with one address has discovered that it can, now and then, have several.',
      },
      {
        type: 'product',
        product: 'sneakers/white',
        note: 'Our one flat style, worn by the painter through three weeks of work.',
      },
    ],
  },
  fr: {
    title: 'Le camion peint : dix jours dans Paris avec Margaux Ferrand',
    excerpt:
      'Un vieux fourgon en tôle ondulée, une peintre de Pantin et un portant de souliers dans toutes les pointures : en septembre, notre boutique a pris la route.',
    description:
      'La peintre Margaux Ferrand a transformé un Citroën Type H en cabine d’essayage itinérante pour nos souliers en agneau, du canal Saint-Martin à Montmartre.',
    body: [
      {
        type: 'p',
        text: 'Nous n’avons qu’une boutique, rue de Tournon, et nous y tenons. Mais une adresse unique est aussi une limite : c’est à Paris de venir à nous. Ce mois de septembre, pendant dix jours, nous avons renversé la proposition. Un camion peint, cinq quartiers, une porte latérale grande ouverte, un banc, un miroir – et l’envie de voir qui s’arrêterait.',
      },
      { type: 'h2', text: 'Un fourgon pour toile' },
      {
        type: 'p',
        text: 'Le camion est un Citroën Type H de la fin des années 1960, ce fourgon gris à la tôle nervurée qui a livré le pain, les fleurs et les journaux dans toute la France. Le nôtre avait passé trente ans chez un maraîcher des environs de Meaux ; il nous est arrivé avec un moteur fatigué et une carrosserie pleine de caractère. Ce sont ses flancs ondulés qui nous ont décidés : on y voyait d’emblée une surface qui n’attendait que la peinture.',
      },
      {
        type: 'p',
        text: 'Nous avons confié le projet à Margaux Ferrand, peintre installée dans un atelier partagé à Pantin. Trois semaines durant, dans la cour de l’atelier, elle a poncé, apprêté, puis peint à l’émail extérieur, couche après couche. Son point de départ : la forme. Elle avait relevé le profil de notre cambrure de 10 cm – cette pente douce qui descend du talon jusqu’à l’avant-pied – et l’a répété sur les deux flancs jusqu’à en faire une houle, une vague jaune, rouge, cognac et ivoire qui court d’un bout à l’autre du fourgon.',
      },
      {
        type: 'quote',
        text: 'Je voulais que le camion ait l’air d’avoir marché toute la journée, et d’être encore de bonne humeur.',
        cite: 'Margaux Ferrand',
      },
      {
        type: 'image',
        image: 'article/van-art-paris/1',
        caption: 'Le camion sur le quai de Valmy, son flanc peint tourné vers le canal.',
        fullBleed: true,
      },
      { type: 'h2', text: 'À l’intérieur, une cabine d’essayage' },
      {
        type: 'p',
        text: 'À l’intérieur, le strict nécessaire. Une longue banquette tapissée de chutes d’agneau envoyées par l’atelier des Marches, dans les teintes mêmes de la peinture extérieure. Un miroir en pied. Un portant où la collection attendait dans toutes les pointures, du 35 au 42, pour que personne n’ait à s’entendre dire de repasser un autre jour. Un petit tapis, parce qu’un essayage mérite un sol digne de ce nom.',
      },
      {
        type: 'p',
        text: 'On est venu essayer. Certains s’arrêtaient pour le camion et découvraient ensuite qu’il abritait des souliers ; d’autres nous suivaient depuis des années et voulaient faire quelques pas sur les pavés dans une paire qu’ils n’avaient vue que sur un écran. Pas de caisse : qui voulait une paire la commandait en ligne ou réservait un essayage à la boutique, et repartait avec une petite carte peinte par Margaux – chacune différente, numérotée à la main.',
      },
      {
        type: 'imagePair',
        images: ['article/van-art-paris/2', 'article/van-art-paris/3'],
        caption: 'Margaux Ferrand à l’œuvre à Pantin ; la banquette en agneau, à l’intérieur du camion.',
      },
      { type: 'h2', text: 'Cinq étapes en dix jours' },
      {
        type: 'p',
        text: 'Nous avons choisi des lieux où l’on flâne plutôt qu’on ne se presse, et où un camion peut se garer sans faire d’esclandre.',
      },
      {
        type: 'places',
        places: [
          {
            name: 'Boutique Maison Sabine',
            address: '12 rue de Tournon, 75006 Paris',
            lat: 48.8497,
            lng: 2.3372,
            note: 'Premier et dernier jour : le départ et le retour.',
          },
          {
            name: 'Quai de Valmy',
            address: 'Quai de Valmy, 75010 Paris',
            lat: 48.8712,
            lng: 2.3637,
            note: 'Deux jours au bord du canal Saint-Martin, sous les platanes.',
          },
          {
            name: 'Rue de Bretagne',
            address: 'Rue de Bretagne, 75003 Paris',
            lat: 48.8627,
            lng: 2.3617,
            note: 'Des matinées de marché, près du marché des Enfants-Rouges.',
          },
          {
            name: 'Butte-aux-Cailles',
            address: 'Rue des Cinq-Diamants, 75013 Paris',
            lat: 48.8277,
            lng: 2.3504,
            note: 'Un après-midi de village dans le 13e.',
          },
          {
            name: 'Place des Abbesses',
            address: 'Place des Abbesses, 75018 Paris',
            lat: 48.8845,
            lng: 2.3385,
            note: 'Montmartre, les rues les plus pentues de la tournée.',
          },
        ],
      },
      {
        type: 'p',
        text: 'Chaque étape avait son tempo. Au bord du canal, la foule du soir et les vélos. Rue de Bretagne, le marché dictait les horaires : le camion ouvrait avec les étals et fermait quand les dernières cagettes étaient empilées. À la Butte-aux-Cailles, des enfants se sont assis sur le pare-chocs. À Montmartre, la pente est devenue un banc d’essai improvisé : plus d’une visiteuse a monté et descendu la rue des Abbesses en bottines pour voir comment se comporte un talon de 10 cm dans une côte.',
      },
      {
        type: 'product',
        product: 'ankle-boots/cognac',
        note: 'La paire la plus essayée dans le camion, et la couleur que Margaux Ferrand a choisie pour les passages les plus chauds de sa peinture.',
      },
      { type: 'h2', text: 'Après la tournée' },
      {
        type: 'p',
        text: 'Toute la première semaine, Margaux a peint chaussée de nos baskets blanches, qui nous sont revenues constellées de toutes les couleurs du camion. Nous les avons gardées telles quelles, sur une étagère du studio, au-dessus de la boutique. Le fourgon, lui, passe l’hiver au repos dans une cour du 11e arrondissement. Nous ne savons pas encore où il ira ensuite, seulement qu’il ira quelque part : une maison à adresse unique vient de découvrir qu’elle peut, de temps à autre, en avoir plusieurs.',
      },
      {
        type: 'product',
        product: 'sneakers/white',
        note: 'Notre unique modèle plat, porté par la peintre pendant trois semaines de travail.',
      },
    ],
  },
}
