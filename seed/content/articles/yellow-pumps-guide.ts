import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'yellow-pumps-guide',
  date: '2026-04-02',
  author: 'Camille Arnaud',
  cover: 'article/yellow-pumps-guide/cover',
  relatedProducts: ['pumps/yellow', 'gloves', 'pumps/nude'],
  en: {
    title: 'How to Wear Yellow Pumps, Season by Season',
    excerpt:
      'They look bold on the shelf and behave beautifully on the foot. A practical guide to wearing our yellow pumps, from a grey February to a summer evening.',
    description:
      'How to wear yellow pumps: colours that work, outfits for every season, occasions from office to wedding, and caring for light lambskin.',
    body: [
      {
        type: 'p',
        text: 'Of all the colours we make, yellow is the one people hesitate over longest, and the one they end up wearing most. On a shelf, our yellow pumps look like a statement. On the foot, in the grey-and-cream light of Paris, they behave more like a very good accessory: a single warm note that makes everything around it look intended. Here is how we, and the women who wear them, fold them into an everyday wardrobe.',
      },
      {
        type: 'image',
        image: 'article/yellow-pumps-guide/1',
        caption: 'The yellow pumps on the pale stone of the Palais-Royal.',
        fullBleed: true,
      },
      { type: 'h2', text: 'A yellow with warmth' },
      {
        type: 'p',
        text: 'Our yellow is not lemon. It is a deep, warm shade, closer to saffron, or to the mimosa that fills the florists’ buckets at the end of winter. Because the colour is dyed into Italian lambskin rather than painted onto it, it has depth: it darkens slightly in the shadow of the instep and brightens along the toe. That warmth is what makes it so easy to pair. It sits naturally beside camel, navy, grey and denim, colours most wardrobes already hold in quantity. It is also kinder to the skin than a cooler yellow: on the foot it reads as golden rather than acid, whatever your complexion, and it grows softer still under the amber street lamps of a Paris evening.',
      },
      { type: 'h2', text: 'Through the seasons' },
      { type: 'h3', text: 'Spring' },
      {
        type: 'p',
        text: 'The easiest season. Wear them with straight, light-wash jeans cropped at the ankle, a white shirt and a navy trench coat, or with a pleated skirt in grey flannel. Bare ankles help: the line of the pump continues into the leg.',
      },
      { type: 'h3', text: 'Summer' },
      {
        type: 'p',
        text: 'White linen, ecru cotton, a blue-and-white striped dress: yellow turns summer’s neutrals into something deliberate. For evenings, a black slip dress with yellow pumps is a combination we never tire of.',
      },
      { type: 'h3', text: 'Autumn' },
      {
        type: 'p',
        text: 'Let the colour warm the season’s browns: a camel coat, a chocolate knit, a cognac bag. Resist matching the yellow to anything else; one touch is enough.',
      },
      { type: 'h3', text: 'Winter' },
      {
        type: 'p',
        text: 'The season in which they do the most good. A grey coat, charcoal trousers, black opaque tights, and then, at the very end of all that grey, a flash of yellow. Add black lambskin gloves and you have the whole palette: grey, black and one warm note.',
      },
      {
        type: 'gallery',
        images: [
          'article/yellow-pumps-guide/2',
          'article/yellow-pumps-guide/3',
          'article/yellow-pumps-guide/4',
          'article/yellow-pumps-guide/5',
        ],
        caption: 'Four seasons, one pair: with denim, linen, camel and grey flannel.',
      },
      {
        type: 'quote',
        text: 'Choose one shoe you truly love, and let it carry the outfit.',
        cite: 'Nora Kessler, stylist',
      },
      { type: 'h2', text: 'Occasions' },
      {
        type: 'p',
        text: 'A 10 cm heel in yellow is formal enough for most occasions and joyful enough for all the others.',
      },
      {
        type: 'list',
        items: [
          'At the office: with a navy trouser suit, they replace a brooch, a silk scarf and a bright lipstick all at once.',
          'At a wedding, as a guest: with a dress in sage, powder blue or soft grey, they are festive without upstaging anyone.',
          'At a gallery opening: head-to-toe black, and the pumps. Nothing else.',
          'At dinner: with wide-leg trousers that fall just over the heel, so that the yellow only appears when you walk.',
        ],
      },
      {
        type: 'product',
        product: 'pumps/yellow',
        note: 'Our pump in warm yellow lambskin, on a 10 cm heel, in half sizes from 35 to 42.',
      },
      { type: 'h2', text: 'What to avoid, and how to care for them' },
      {
        type: 'p',
        text: 'We would steer clear of yellow from head to toe, and of a bag in exactly the same shade: the effect tips into a uniform. Let the pumps be the only yellow you wear, and let them surprise. Resist, too, the urge to save them for special occasions; a yellow shoe worn on an ordinary Tuesday does more for the day than one kept in its box.',
      },
      {
        type: 'p',
        text: 'A light colour asks for a little attention. Wipe the pumps with a soft, dry cloth after each wear, store them with shoe trees in their dust bags away from direct sunlight, and let them rest for a day between outings. If a mark appears, bring them to the boutique on rue de Tournon rather than reaching for a household product: lambskin is forgiving, but only with the right care.',
      },
      {
        type: 'product',
        product: 'gloves',
        note: 'Black lambskin gloves lined in silk: the winter companion to a yellow pump.',
      },
    ],
  },
  fr: {
    title: 'Les escarpins jaunes, saison après saison',
    excerpt:
      'Audacieux en vitrine, d’une facilité déconcertante une fois portés : notre guide pour adopter les escarpins jaunes, d’un février gris à un soir d’été.',
    description:
      'Comment porter des escarpins jaunes : les couleurs qui s’accordent, une tenue par saison, les occasions, du bureau au mariage, et l’entretien de l’agneau.',
    body: [
      {
        type: 'p',
        text: 'De toutes nos couleurs, le jaune est celle devant laquelle on hésite le plus longtemps – et celle que l’on finit par porter le plus. En vitrine, nos escarpins jaunes ont tout d’une déclaration. Au pied, dans la lumière grise et crème de Paris, ils se conduisent plutôt comme un accessoire parfaitement choisi : une note chaude, une seule, qui donne à tout le reste l’air d’avoir été voulu. Voici comment nous les portons, et comment les portent celles qui les ont adoptés au quotidien.',
      },
      {
        type: 'image',
        image: 'article/yellow-pumps-guide/1',
        caption: 'Les escarpins jaunes sur la pierre claire du Palais-Royal.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Un jaune qui a de la chaleur' },
      {
        type: 'p',
        text: 'Notre jaune n’a rien d’un jaune citron. C’est une teinte profonde et chaude, plus proche du safran, ou du mimosa qui remplit les seaux des fleuristes à la fin de l’hiver. Parce que la couleur pénètre l’agneau italien au lieu d’y être appliquée en surface, elle a de la profondeur : elle s’assombrit un peu dans le creux du cou-de-pied et s’éclaire le long de la pointe. C’est cette chaleur qui la rend si facile à associer. Elle s’accorde naturellement au camel, au marine, au gris et au denim, des couleurs que la plupart des garde-robes possèdent déjà en abondance. Elle flatte aussi davantage la peau qu’un jaune plus froid : au pied, elle paraît dorée plutôt qu’acide, quelle que soit la carnation, et s’adoucit encore sous la lumière ambrée des réverbères, le soir venu.',
      },
      { type: 'h2', text: 'Au fil des saisons' },
      { type: 'h3', text: 'Printemps' },
      {
        type: 'p',
        text: 'La saison la plus simple. Avec un jean droit délavé qui s’arrête à la cheville, une chemise blanche et un trench marine, ou avec une jupe plissée en flanelle grise. Cheville nue de préférence : la ligne de l’escarpin se prolonge dans celle de la jambe.',
      },
      { type: 'h3', text: 'Été' },
      {
        type: 'p',
        text: 'Lin blanc, coton écru, robe à rayures bleues et blanches : le jaune transforme les neutres de l’été en parti pris. Le soir, une robe nuisette noire et des escarpins jaunes, c’est un accord dont nous ne nous lassons pas.',
      },
      { type: 'h3', text: 'Automne' },
      {
        type: 'p',
        text: 'Laissez la couleur réchauffer les bruns de la saison : un manteau camel, une maille chocolat, un sac cognac. Ne cherchez pas à assortir le jaune à quoi que ce soit ; une touche suffit.',
      },
      { type: 'h3', text: 'Hiver' },
      {
        type: 'p',
        text: 'La saison où ils font le plus de bien. Un manteau gris, un pantalon anthracite, des collants noirs opaques – et puis, tout au bout de ce camaïeu de gris, un éclat de jaune. Ajoutez des gants en agneau noir, et la palette est complète : du gris, du noir, une note chaude.',
      },
      {
        type: 'gallery',
        images: [
          'article/yellow-pumps-guide/2',
          'article/yellow-pumps-guide/3',
          'article/yellow-pumps-guide/4',
          'article/yellow-pumps-guide/5',
        ],
        caption: 'Quatre saisons, une paire : avec du denim, du lin, du camel et de la flanelle grise.',
      },
      {
        type: 'quote',
        text: 'Choisissez un soulier que vous aimez vraiment, et laissez-le porter la tenue.',
        cite: 'Nora Kessler, styliste',
      },
      { type: 'h2', text: 'Les occasions' },
      {
        type: 'p',
        text: 'Un talon de 10 cm en jaune est assez habillé pour la plupart des occasions, et assez joyeux pour toutes les autres.',
      },
      {
        type: 'list',
        items: [
          'Au bureau : avec un tailleur-pantalon marine, ils remplacent à eux seuls la broche, le carré de soie et le rouge à lèvres vif.',
          'À un mariage, en invitée : avec une robe vert sauge, bleu poudré ou gris perle, ils sont de fête sans voler la vedette à personne.',
          'À un vernissage : du noir de la tête aux pieds, et les escarpins. Rien d’autre.',
          'À dîner : avec un pantalon large qui tombe juste sur le talon, pour que le jaune n’apparaisse qu’à la marche.',
        ],
      },
      {
        type: 'product',
        product: 'pumps/yellow',
        note: 'Notre escarpin en agneau jaune, talon de 10 cm, en demi-pointures du 35 au 42.',
      },
      { type: 'h2', text: 'Les écueils, et l’entretien' },
      {
        type: 'p',
        text: 'Nous éviterions le jaune de la tête aux pieds, ou un sac exactement de la même teinte : l’ensemble vire à l’uniforme. Que les escarpins soient le seul jaune de la tenue, et qu’ils surprennent. Résistez aussi à la tentation de les réserver aux grandes occasions : un soulier jaune porté un mardi ordinaire fait plus pour la journée qu’un soulier qui dort dans sa boîte.',
      },
      {
        type: 'p',
        text: 'Une couleur claire demande un peu d’attention. Essuyez les escarpins avec un chiffon doux et sec après chaque sortie, rangez-les avec leurs embauchoirs dans leurs pochons, à l’abri de la lumière directe, et laissez-les reposer un jour entre deux portés. En cas de tache, apportez-les à la boutique de la rue de Tournon plutôt que de recourir à un produit ménager : l’agneau pardonne beaucoup, à condition d’être bien soigné.',
      },
      {
        type: 'product',
        product: 'gloves',
        note: 'Des gants en agneau noir doublés de soie : le compagnon d’hiver de l’escarpin jaune.',
      },
    ],
  },
}
