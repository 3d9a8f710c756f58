import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'black-heels-essential-guide',
  date: '2026-01-15',
  author: 'Inès Fontaine',
  cover: 'article/black-heels-essential-guide/cover',
  relatedProducts: ['pumps/black', 'ankle-boots/black', 'boots/black'],
  en: {
    title: 'The Essential Guide to Black Heels: Pumps, Ankle Boots, Boots',
    excerpt:
      'Three black silhouettes, one 10 cm heel: which to reach for, and when — and how to keep black lambskin deep and supple for years.',
    description:
      'Black pumps, ankle boots or boots? Our guide to the right black heel for each moment, and to caring for black Italian lambskin.',
    body: [
      {
        type: 'p',
        text: 'Ask a Parisian which pair she would save from a fire and she will almost always name a black one. Not out of caution — in Paris, black is rarely a cautious choice — but because a black heel is the one piece that asks nothing of the rest of the wardrobe and gives it a line in return. We make three: the pump, the ankle boot and the boot, all in Italian lambskin, all on the same 10 cm heel. They are not interchangeable. Each has its hour, its season and its own way of finishing a silhouette. Here is how we think about them, and how we look after them.',
      },
      { type: 'h2', text: 'Why black lambskin' },
      {
        type: 'p',
        text: 'Black is the hardest colour to dye well. On a coarse leather it sits on the surface like paint and wears through at the first scuff, leaving a grey ghost at the toe. Lambskin has a finer, closer grain and draws the dye deep into the skin, so that the black stays black where the shoe flexes and folds. In daylight it has the matt depth of ink rather than the glare of patent; under evening light it turns almost velvety. That is also why it asks for a lighter hand than the calfskin of a man’s brogue — more on that below.',
      },
      {
        type: 'image',
        image: 'article/black-heels-essential-guide/1',
        caption: 'Pumps, ankle boots, boots: one heel, three lengths of line.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Which black, for which moment' },
      { type: 'h3', text: 'The pump: from the office to the opera' },
      {
        type: 'p',
        text: 'The black pump is the most versatile shoe we make, and the most exacting. Its low-cut vamp shows the arch of the foot and lengthens the leg; its pointed toe carries the line a little further than the foot itself. Wear it on a Monday with cropped trousers and a white shirt, in June with a slip dress and bare legs, at the theatre with black tights and a black dress. It is the shoe for every moment when you would rather be precise than noticed.',
      },
      { type: 'h3', text: 'The ankle boot: the everyday heel' },
      {
        type: 'p',
        text: 'The ankle boot is the one we see most often on the pavements of the Left Bank, and for good reason. It holds the ankle, which makes a 10 cm heel feel steadier on cobblestones, and it looks as right with jeans as with a wool skirt. Let the hem of a straight trouser just graze the top of the shaft, or show a clean band of skin with a cropped one; avoid the awkward middle ground where fabric bunches over the leather. From October to April, this is the pair that does the walking.',
      },
      { type: 'h3', text: 'The boot: winter, and a certain authority' },
      {
        type: 'p',
        text: 'The tall boot is a coat’s best companion. Under a midi skirt or a dress that stops just below the knee, it closes the silhouette and keeps out the wind that funnels down the boulevards in January. In black it reads as quietly severe, which is precisely its charm: a boot that has no need to announce itself. Over trousers, only if the trousers are truly slim.',
      },
      {
        type: 'quote',
        text: 'A black heel is not a default. It is a decision you only have to make once.',
        cite: 'Sabine Delorme, founder',
      },
      {
        type: 'imagePair',
        images: ['article/black-heels-essential-guide/2', 'article/black-heels-essential-guide/3'],
        caption: 'The black ankle boots on the cobbles of rue de Tournon; the black boots under a camel coat.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'The black pump: Italian lambskin, a pointed toe, a 10 cm heel, nothing superfluous.',
      },
      {
        type: 'product',
        product: 'ankle-boots/black',
        note: 'The black ankle boot, for every day from October to April.',
      },
      { type: 'h2', text: 'Keeping black black' },
      {
        type: 'p',
        text: 'Lambskin is supple because it is fine, and fine leather rewards small, regular attentions more than occasional rescues. Our routine at the boutique takes a few minutes a week:',
      },
      {
        type: 'list',
        items: [
          'Brush each pair after wearing with a soft horsehair brush, to lift the dust before it settles into the grain.',
          'Nourish sparingly: a pea-sized amount of neutral or black cream once a month, worked in with a cotton cloth, then buffed. Avoid hard wax polishes, which seal the surface and crack with time.',
          'Let each pair rest for a day between wears, with cedar shoe trees in the pumps and boot shapers in the boots.',
          'Caught in the rain? Stuff the shoes with plain paper and let them dry slowly, well away from the radiator.',
          'Have a cobbler replace the heel tips before the nail shows, and fit a thin rubber sole protector for winter if you walk a great deal.',
        ],
      },
      {
        type: 'p',
        text: 'Store each pair in its dust bag, away from the light, which over the years can draw a faint brown cast from black leather. And bring them back to us: at the boutique on rue de Tournon we will gladly look over any pair, tell you whether it needs a cobbler, and send you to the one we trust.',
      },
      { type: 'h2', text: 'If you only buy one' },
      {
        type: 'p',
        text: 'Start with the one your life asks for most. If your days are long and your streets are paved, the ankle boot. If your evenings matter more than your mornings, the pump. If you live in a city where winter is a season rather than a rumour, the boot. Sooner or later, most women who own one end up owning the other two — which is, we suspect, how a wardrobe is meant to grow.',
      },
    ],
  },
  fr: {
    title: 'Les talons noirs, le guide essentiel : escarpins, bottines, bottes',
    excerpt:
      'Trois silhouettes noires, un même talon de 10 cm : laquelle choisir, et quand – et comment garder à l’agneau noir toute sa profondeur, des années durant.',
    description:
      'Escarpins, bottines ou bottes noirs ? Notre guide pour choisir le bon talon noir selon le moment, et bien entretenir l’agneau italien.',
    body: [
      {
        type: 'p',
        text: 'Demandez à une Parisienne quelle paire elle sauverait d’un incendie : elle en nommera presque toujours une noire. Non par prudence – à Paris, le noir est rarement un choix frileux –, mais parce qu’un talon noir est la seule pièce qui n’exige rien du reste de la garde-robe et lui offre, en retour, une ligne. Nous en faisons trois : l’escarpin, la bottine et la botte, toutes en agneau italien, toutes sur le même talon de 10 cm. Elles ne sont pas interchangeables. Chacune a son heure, sa saison, sa manière de conclure une silhouette. Voici comment nous les pensons, et comment nous en prenons soin.',
      },
      { type: 'h2', text: 'Pourquoi l’agneau noir' },
      {
        type: 'p',
        text: 'Le noir est la couleur la plus difficile à bien teindre. Sur un cuir grossier, il reste en surface comme une peinture et cède au premier accroc, laissant au bout du pied un fantôme grisâtre. L’agneau, au grain plus fin et plus serré, boit la teinture en profondeur : le noir reste noir là où le soulier plie et travaille. À la lumière du jour, il a la profondeur mate de l’encre plutôt que l’éclat du vernis ; le soir, il devient presque velouté. C’est aussi pourquoi il réclame une main plus légère que le veau d’un richelieu d’homme – nous y reviendrons.',
      },
      {
        type: 'image',
        image: 'article/black-heels-essential-guide/1',
        caption: 'Escarpins, bottines, bottes : un seul talon, trois longueurs de ligne.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Quel noir, pour quel moment' },
      { type: 'h3', text: 'L’escarpin, du bureau à l’Opéra' },
      {
        type: 'p',
        text: 'L’escarpin noir est notre modèle le plus polyvalent, et le plus exigeant. Son décolleté dévoile la cambrure et allonge la jambe ; sa pointe prolonge la ligne un peu au-delà du pied. Portez-le le lundi avec un pantalon court et une chemise blanche, en juin avec une robe nuisette et les jambes nues, au théâtre avec des collants noirs et une petite robe noire. C’est le soulier de tous les moments où l’on préfère être juste plutôt que remarquée.',
      },
      { type: 'h3', text: 'La bottine, le talon de tous les jours' },
      {
        type: 'p',
        text: 'C’est la bottine que l’on croise le plus souvent sur les trottoirs de la rive gauche, et pour cause. Elle tient la cheville, ce qui rend le talon de 10 cm plus sûr sur les pavés, et s’accorde aussi bien au jean qu’à la jupe de laine. Laissez l’ourlet d’un pantalon droit effleurer le haut de la tige, ou découvrez franchement la cheville avec une coupe courte ; fuyez l’entre-deux, où le tissu vient plisser sur le cuir. D’octobre à avril, c’est elle qui marche pour vous.',
      },
      { type: 'h3', text: 'La botte, l’hiver et une certaine autorité' },
      {
        type: 'p',
        text: 'La botte haute est la meilleure alliée du manteau. Sous une jupe midi ou une robe qui s’arrête juste sous le genou, elle referme la silhouette et tient tête au vent qui s’engouffre dans les boulevards en janvier. En noir, elle a une sévérité tranquille, et c’est tout son charme : une botte qui n’a nul besoin de s’annoncer. Sur un pantalon, seulement s’il est vraiment étroit.',
      },
      {
        type: 'quote',
        text: 'Un talon noir n’est pas un choix par défaut. C’est une décision qu’on ne prend qu’une fois.',
        cite: 'Sabine Delorme, fondatrice',
      },
      {
        type: 'imagePair',
        images: ['article/black-heels-essential-guide/2', 'article/black-heels-essential-guide/3'],
        caption: 'Les bottines noires sur les pavés de la rue de Tournon ; les bottes noires sous un manteau camel.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'L’escarpin noir : agneau italien, bout pointu, talon de 10 cm, rien de superflu.',
      },
      {
        type: 'product',
        product: 'ankle-boots/black',
        note: 'La bottine noire, pour tous les jours, d’octobre à avril.',
      },
      { type: 'h2', text: 'Garder au noir toute sa profondeur' },
      {
        type: 'p',
        text: 'L’agneau est souple parce qu’il est fin, et un cuir fin préfère les petites attentions régulières aux grands sauvetages. À la boutique, notre routine tient en quelques minutes par semaine :',
      },
      {
        type: 'list',
        items: [
          'Brossez chaque paire après l’avoir portée, avec une brosse douce en crin de cheval, pour chasser la poussière avant qu’elle ne s’installe dans le grain.',
          'Nourrissez avec parcimonie : une noisette de crème neutre ou noire une fois par mois, travaillée au chiffon de coton, puis lustrée. Bannissez les cirages durs, qui étouffent le cuir et finissent par le craqueler.',
          'Laissez chaque paire se reposer un jour entre deux sorties, avec des embauchoirs en cèdre pour les escarpins et des formes pour les bottes.',
          'Surprise par une averse ? Bourrez les souliers de papier blanc et laissez-les sécher lentement, loin du radiateur.',
          'Faites changer les bonbouts par un cordonnier avant que le clou n’apparaisse et, si vous marchez beaucoup, faites poser un patin fin pour l’hiver.',
        ],
      },
      {
        type: 'p',
        text: 'Rangez chaque paire dans son pochon, à l’abri de la lumière qui, au fil des ans, peut donner au cuir noir un léger reflet brun. Et rapportez-les-nous : à la boutique de la rue de Tournon, nous examinons volontiers n’importe quelle paire, nous vous disons si elle a besoin d’un cordonnier et vous adressons à celui en qui nous avons confiance.',
      },
      { type: 'h2', text: 'S’il ne fallait en choisir qu’une' },
      {
        type: 'p',
        text: 'Commencez par celle que votre vie réclame le plus. Des journées longues et des rues pavées : la bottine. Des soirées qui comptent davantage que les matins : l’escarpin. Une ville où l’hiver est une saison et non une rumeur : la botte. Tôt ou tard, la plupart de celles qui possèdent l’une finissent par adopter les deux autres – et c’est bien ainsi, nous semble-t-il, qu’une garde-robe doit grandir.',
      },
    ],
  },
}
