import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'on-the-roof',
  date: '2026-06-12',
  author: 'Camille Arnaud',
  cover: 'article/on-the-roof/cover',
  relatedProducts: ['pumps/black', 'ankle-boots/ivory', 'boots/burgundy'],
  en: {
    title: 'On the Roof: the Collection Above Paris at Dusk',
    excerpt:
      'One June evening, we carried the collection up onto the zinc roofs of the 9th arrondissement and waited for the light to turn.',
    description:
      'A dusk shoot on the zinc rooftops of Paris: lambskin pumps, ankle boots and boots on a 10 cm heel, between chimney pots and sky.',
    body: [
      {
        type: 'p',
        text: 'There is a Paris that most Parisians never see: the grey, pleated landscape above the sixth floor, where zinc meets zinc and terracotta chimney pots stand in rows like an audience waiting for the curtain to rise. We spent one long June evening up there with the new collection, a photographer, two roofers and a model who had never climbed higher than her own balcony. This is what we saw.',
      },
      { type: 'h2', text: 'Getting up there' },
      {
        type: 'p',
        text: 'The building is an ordinary Haussmannian block a few steps from the boulevard Haussmann, with a service staircase that narrows as it climbs and a row of former maids’ rooms under the eaves. The way out is a skylight no wider than a pair of shoulders. The roofers — zinc workers who have tended the roofs of the arrondissement for twenty years — went first, laying wooden boards along the ridge and rigging harness lines before anyone else set foot outside.',
      },
      {
        type: 'p',
        text: 'Nobody walked on bare zinc in heels. The pairs travelled up in their dust bags and were put on only once the model was clipped in and standing on timber. It is worth saying, because a photograph lies by omission: what looks like an effortless stroll along a rooftop was an hour of patient choreography, most of it done in socks.',
      },
      {
        type: 'image',
        image: 'article/on-the-roof/1',
        caption: 'Above the 9th arrondissement: zinc, chimney pots and the last of the sun.',
        fullBleed: true,
      },
      { type: 'h2', text: 'The hour the light turns' },
      {
        type: 'p',
        text: 'Zinc is a strange surface to photograph against. By day it is the colour of a pigeon’s wing; as the sun drops, it takes on whatever the sky offers — pewter, then lilac, then a warm bronze wherever it faces west. Its standing seams run in long lines from ridge to gutter, and we used them the way a photographer uses a studio floor: as a grid for the feet.',
      },
      {
        type: 'p',
        text: 'We had planned for the golden hour and stayed for the blue one. In June the sun sets over Paris well after half past nine, and for a long while afterwards the sky holds a light that is neither day nor night. It flatters leather in a particular way. The black pumps lost their shine and became pure silhouette, a single clean line from heel tip to toe. The ivory ankle boots, by contrast, seemed to gather what light remained and hold on to it after the sky had let it go.',
      },
      {
        type: 'p',
        text: 'Lambskin is the reason. It is a fine, close-grained leather that takes colour deep into the skin rather than letting it sit on the surface, so that even the darkest shade reads as soft rather than lacquered. On a rooftop, with nothing between the shoe and the horizon, that softness is everything.',
      },
      {
        type: 'quote',
        text: 'Up here, a 10 cm heel is not a height. It is a way of standing against the horizon.',
        cite: 'Théo Lemaire, photographer',
      },
      {
        type: 'imagePair',
        images: ['article/on-the-roof/2', 'article/on-the-roof/3'],
        caption: 'The ivory ankle boots on a zinc seam; the burgundy boots against a row of chimney pots.',
      },
      { type: 'h2', text: 'Four pairs, one skyline' },
      { type: 'p', text: 'We brought four pairs and let the roof decide the order.' },
      {
        type: 'list',
        items: [
          'The black pumps first, while the light was still sharp: the most graphic shape in the collection against the most graphic of cities.',
          'The ivory ankle boots next, which slowly took on the colour of the clouds as the sun went down.',
          'The burgundy boots, as deep as old terracotta, photographed on a chimney ledge with the Sacré-Cœur pale in the distance.',
          'The gold sandals last, when the Eiffel Tower began to sparkle on the hour and the whole city seemed, for five minutes, to be wearing the same metal.',
        ],
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'The first pair on the roof: black lambskin, a 10 cm heel, nothing superfluous.',
      },
      {
        type: 'product',
        product: 'ankle-boots/ivory',
        note: 'The ivory ankle boots, which caught the last light of the evening.',
      },
      { type: 'h2', text: 'Coming back down' },
      {
        type: 'p',
        text: 'What stays with us is the quiet. Six floors up, the traffic is a murmur and you hear the small sounds instead: a heel set down on a wooden board, the creak of a skylight, a swift passing close enough to touch. A shoe is made to be looked at, of course. But that evening reminded us that it is also made to carry someone — carefully, steadily — to a place from which she can look out.',
      },
      {
        type: 'p',
        text: 'At half past ten the roofers rolled up their boards, and we climbed back through the skylight barefoot, shoes in hand, the way every good evening in Paris should end. The photographs now hang in the collection pages. The pairs themselves are waiting at the boutique on rue de Tournon, at street level, which is where we would gently suggest you try them.',
      },
    ],
  },
  fr: {
    title: 'Sur les toits : la collection au-dessus de Paris, à l’heure bleue',
    excerpt:
      'Un soir de juin, nous avons hissé la collection sur les toits de zinc du 9e arrondissement, et attendu que la lumière bascule.',
    description:
      'Une séance photo au crépuscule sur les toits de zinc de Paris : escarpins, bottines et bottes en agneau, talon de 10 cm, entre cheminées et ciel.',
    body: [
      {
        type: 'p',
        text: 'Il existe un Paris que la plupart des Parisiens ne voient jamais : ce paysage gris et plissé qui commence au-dessus du sixième étage, où le zinc rejoint le zinc et où les mitrons de terre cuite s’alignent comme un public qui attend le lever du rideau. Nous y avons passé une longue soirée de juin, avec la nouvelle collection, un photographe, deux couvreurs et une mannequin qui n’était jamais montée plus haut que son propre balcon. Voici ce que nous avons vu.',
      },
      { type: 'h2', text: 'L’ascension' },
      {
        type: 'p',
        text: 'L’immeuble est un haussmannien comme tant d’autres, à deux pas du boulevard Haussmann : un escalier de service qui rétrécit à mesure qu’il monte, une enfilade d’anciennes chambres de bonne sous les combles. Pour sortir, une tabatière à peine plus large qu’une paire d’épaules. Les couvreurs-zingueurs, qui entretiennent les toits du quartier depuis vingt ans, sont passés les premiers : planches posées le long du faîtage, lignes de vie installées avant que quiconque ne mette un pied dehors.',
      },
      {
        type: 'p',
        text: 'Personne n’a marché sur le zinc nu en talons. Les paires sont montées dans leurs pochons et n’ont été chaussées qu’une fois la mannequin attachée et debout sur le bois. Cela mérite d’être dit, car une photographie ment par omission : ce qui ressemble à une flânerie sans effort sur les toits fut une heure de chorégraphie patiente, le plus souvent en chaussettes.',
      },
      {
        type: 'image',
        image: 'article/on-the-roof/1',
        caption: 'Au-dessus du 9e arrondissement : le zinc, les cheminées et les derniers rayons.',
        fullBleed: true,
      },
      { type: 'h2', text: 'L’instant où la lumière bascule' },
      {
        type: 'p',
        text: 'Le zinc est une drôle de toile de fond. Le jour, il a la couleur d’une aile de pigeon ; quand le soleil descend, il prend tout ce que le ciel lui donne – l’étain, puis le lilas, puis un bronze chaud sur les pans tournés vers l’ouest. Ses joints debout courent en longues lignes du faîtage à la gouttière, et nous nous en sommes servis comme d’un sol de studio : une grille pour placer les pieds.',
      },
      {
        type: 'p',
        text: 'Nous étions venus pour l’heure dorée ; nous sommes restés pour l’heure bleue. En juin, le soleil se couche sur Paris bien après vingt et une heures trente, et le ciel garde longtemps une lumière qui n’est plus le jour sans être encore la nuit. Elle sied au cuir d’une façon singulière. Les escarpins noirs ont perdu leur brillance pour devenir pure silhouette, une seule ligne nette de la pointe du talon au bout du pied. Les bottines ivoire, à l’inverse, semblaient recueillir la lumière restante et la retenir, longtemps après que le ciel l’avait lâchée.',
      },
      {
        type: 'p',
        text: 'C’est l’agneau qui fait cela. Un cuir fin, au grain serré, qui absorbe la couleur en profondeur au lieu de la laisser en surface : même la teinte la plus sombre paraît douce, jamais laquée. Sur un toit, sans rien entre le soulier et l’horizon, cette douceur change tout.',
      },
      {
        type: 'quote',
        text: 'Là-haut, un talon de 10 cm n’est plus une hauteur. C’est une manière de se tenir face à l’horizon.',
        cite: 'Théo Lemaire, photographe',
      },
      {
        type: 'imagePair',
        images: ['article/on-the-roof/2', 'article/on-the-roof/3'],
        caption: 'Les bottines ivoire sur un joint de zinc ; les bottes bordeaux devant une rangée de cheminées.',
      },
      { type: 'h2', text: 'Quatre paires, une ligne d’horizon' },
      { type: 'p', text: 'Nous avions emporté quatre paires, et laissé le toit choisir l’ordre de passage.' },
      {
        type: 'list',
        items: [
          'Les escarpins noirs d’abord, tant que la lumière restait franche : la forme la plus graphique de la collection face à la plus graphique des villes.',
          'Puis les bottines ivoire, qui ont pris peu à peu la couleur des nuages à mesure que le soleil déclinait.',
          'Les bottes bordeaux, d’un rouge aussi profond que la vieille terre cuite, posées sur le rebord d’une souche de cheminée, le Sacré-Cœur pâle au loin.',
          'Les sandales dorées enfin, quand la tour Eiffel s’est mise à scintiller à l’heure pile et que la ville entière a semblé, cinq minutes durant, porter le même métal.',
        ],
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'La première paire sur le toit : agneau noir, talon de 10 cm, rien de superflu.',
      },
      {
        type: 'product',
        product: 'ankle-boots/ivory',
        note: 'Les bottines ivoire, qui ont capté les dernières lueurs du soir.',
      },
      { type: 'h2', text: 'Redescendre' },
      {
        type: 'p',
        text: 'Ce qui nous reste, c’est le silence. Six étages plus haut, la circulation n’est plus qu’un murmure, et ce sont les petits bruits qu’on entend : un talon posé sur une planche, le grincement d’une tabatière, un martinet qui passe à portée de main. Un soulier est fait pour être regardé, bien sûr. Mais ce soir-là nous a rappelé qu’il est aussi fait pour porter quelqu’un – avec soin, avec aplomb – jusqu’à un endroit d’où elle peut regarder au loin.',
      },
      {
        type: 'p',
        text: 'À vingt-deux heures trente, les couvreurs ont roulé leurs planches et nous sommes redescendus par la tabatière pieds nus, souliers à la main, comme devrait finir toute belle soirée parisienne. Les photographies habillent désormais les pages de la collection. Les paires, elles, vous attendent à la boutique de la rue de Tournon, au rez-de-chaussée : c’est là, nous osons le suggérer, qu’il est le plus sage de les essayer.',
      },
    ],
  },
}
