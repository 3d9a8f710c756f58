import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'red-ankle-boots-paris',
  date: '2025-11-06',
  author: 'Inès Fontaine',
  cover: 'article/red-ankle-boots-paris/cover',
  relatedProducts: ['ankle-boots/red', 'gloves', 'boots/burgundy'],
  en: {
    title: 'A Walk in Red: from Saint-Germain to Montmartre',
    excerpt:
      'Five kilometres, six neighbourhoods and one pair of red ankle boots: a November walk across Paris, from rue de Tournon to the cobbles of Montmartre.',
    description:
      'A November walk across Paris in our red lambskin ankle boots: Saint-Sulpice, the Pont des Arts, Palais-Royal, Galerie Vivienne, rue des Martyrs, Montmartre.',
    body: [
      {
        type: 'p',
        text: 'November in Paris is a study in grey: the stone, the zinc, the Seine, the sky, all in slightly different tones of the same colour. It is the best month of the year to wear red. We set off one morning from the boutique on rue de Tournon in our red ankle boots, with a simple plan: to walk north until the city ran uphill, and to notice what the colour did along the way.',
      },
      {
        type: 'p',
        text: 'A word on what we wore, since the boots set the terms. A long navy wool coat, grey flannel trousers cut to end just above the ankle so that nothing interrupts the line of the boot, a cream roll-neck, black lambskin gloves. No other red anywhere: the point of a single colour is that it stays single.',
      },
      { type: 'h2', text: 'Saint-Germain and the river' },
      {
        type: 'p',
        text: 'The first stretch is the gentlest. Down rue de Tournon, past the pale façades with their tall shutters, to the place Saint-Sulpice, where the fountain of the Four Bishops drips quietly in front of a church that never seems quite finished. On the wet flagstones the red reads darker, almost garnet; it is the first lesson of the day. Lambskin does not shout in the rain. It deepens.',
      },
      {
        type: 'p',
        text: 'From there, by way of rue de Seine and its galleries, to the Pont des Arts. The bridge is one of the few in Paris with a wooden deck, and a 10 cm heel sounds different on it: a softer, hollower knock than on stone. Halfway across, with the Louvre ahead and the dome of the Institut de France behind, we stopped to watch a barge pass beneath. Red against grey water is about as Parisian a combination as exists.',
      },
      {
        type: 'image',
        image: 'article/red-ankle-boots-paris/1',
        caption: 'On the Pont des Arts, between the Institut de France and the Louvre.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Palais-Royal and the covered passages' },
      {
        type: 'p',
        text: 'On the Right Bank the walk turns graphic. In the main courtyard of the Palais-Royal, Daniel Buren’s black-and-white striped columns rise from the paving at different heights, and a red boot stepping between them looks like a punctuation mark in a sentence of stripes. Beyond, the garden’s clipped lime trees had already lost most of their leaves, and the gravel paths crunched underfoot; the rubber top lift on the heel keeps its grip on surfaces like this.',
      },
      {
        type: 'p',
        text: 'A few steps north, the Galerie Vivienne offers shelter and a floor worth looking down at: a mosaic of small tiles in ochre, black and cream, laid in patterns beneath the glass roof. It is the one place on the walk where the boots felt like part of the decoration rather than a contrast to it.',
      },
      {
        type: 'quote',
        text: 'A red ankle boot should read as a single stroke of the pen, from heel to toe. Nothing should interrupt it.',
        cite: 'Clémence Aubry, head of design',
      },
      {
        type: 'imagePair',
        images: ['article/red-ankle-boots-paris/2', 'article/red-ankle-boots-paris/3'],
        caption: 'Between the Buren columns at the Palais-Royal; on the mosaic floor of the Galerie Vivienne.',
      },
      { type: 'h2', text: 'Uphill to Montmartre' },
      {
        type: 'p',
        text: 'After the Grands Boulevards, the city starts to climb. Rue des Martyrs rises steadily through the 9th arrondissement, lined with bakeries, cheesemongers and florists, and here the construction of a shoe really shows itself. On a slope, a heel set directly under the heel bone and a steel shank under the arch are what separate a pleasant walk from a long one. We noticed the hill. We did not notice our feet.',
      },
      {
        type: 'p',
        text: 'The last stretch, past the place des Abbesses and up to rue de l’Abreuvoir, is pure cobblestone. By then the light was going, the pink walls of the corner café at rue des Saules had turned almost lilac, and the red of the boots was one of the few colours left in the street. We stopped there, a little out of breath, pleased.',
      },
      {
        type: 'places',
        places: [
          {
            name: 'Maison Sabine boutique',
            address: '12 rue de Tournon, 75006 Paris',
            lat: 48.8497,
            lng: 2.3372,
            note: 'The starting point.',
          },
          {
            name: 'Pont des Arts',
            address: 'Pont des Arts, 75006 Paris',
            lat: 48.8583,
            lng: 2.3375,
            note: 'A wooden deck over the Seine.',
          },
          {
            name: 'Jardin du Palais-Royal',
            address: '8 rue de Montpensier, 75001 Paris',
            lat: 48.865,
            lng: 2.3376,
            note: 'Buren’s columns and the lime trees.',
          },
          {
            name: 'Galerie Vivienne',
            address: '4 rue des Petits-Champs, 75002 Paris',
            lat: 48.8664,
            lng: 2.3399,
            note: 'Mosaic floors under a glass roof.',
          },
          {
            name: 'Rue des Martyrs',
            address: 'Rue des Martyrs, 75009 Paris',
            lat: 48.8795,
            lng: 2.3399,
            note: 'Where the climb begins.',
          },
          {
            name: 'Rue de l’Abreuvoir',
            address: 'Rue de l’Abreuvoir, 75018 Paris',
            lat: 48.8873,
            lng: 2.3389,
            note: 'Cobbles, and the end of the walk.',
          },
        ],
      },
      {
        type: 'p',
        text: 'The whole route is about five kilometres, two hours with stops. We recommend it on a grey day, in a colour that the city does not already have.',
      },
      {
        type: 'product',
        product: 'ankle-boots/red',
        note: 'The red ankle boots in Italian lambskin, on a 10 cm heel: our companions for the whole walk.',
      },
      { type: 'product', product: 'gloves', note: 'Black lambskin gloves, for the cold mornings by the river.' },
    ],
  },
  fr: {
    title: 'Une promenade en rouge, de Saint-Germain à Montmartre',
    excerpt:
      'Cinq kilomètres, six quartiers, une paire de bottines rouges : une traversée de Paris en novembre, de la rue de Tournon aux pavés de Montmartre.',
    description:
      'Une traversée de Paris en novembre, en bottines rouges : Saint-Sulpice, le pont des Arts, le Palais-Royal, la galerie Vivienne, la rue des Martyrs, Montmartre.',
    body: [
      {
        type: 'p',
        text: 'En novembre, Paris est une étude en gris : la pierre, le zinc, la Seine, le ciel, autant de nuances d’une même couleur. C’est le meilleur mois de l’année pour porter du rouge. Nous sommes parties un matin de la boutique de la rue de Tournon, chaussées de nos bottines rouges, avec un programme simple : marcher vers le nord jusqu’à ce que la ville se mette à grimper, et observer en chemin ce que faisait la couleur.',
      },
      {
        type: 'p',
        text: 'Un mot de la tenue, puisque ce sont les bottines qui donnaient le ton. Un long manteau de laine marine, un pantalon de flanelle grise coupé juste au-dessus de la cheville, pour que rien n’interrompe la ligne de la bottine, un col roulé crème, des gants en agneau noir. Aucun autre rouge : une couleur seule n’a d’intérêt que si elle le reste.',
      },
      { type: 'h2', text: 'Saint-Germain et la Seine' },
      {
        type: 'p',
        text: 'Le premier tronçon est le plus doux. On descend la rue de Tournon, le long des façades claires aux hauts volets, jusqu’à la place Saint-Sulpice, où la fontaine des Quatre-Évêques ruisselle tranquillement devant une église qui semble n’être jamais tout à fait achevée. Sur les dalles mouillées, le rouge se fait plus sombre, presque grenat : première leçon de la journée. L’agneau ne crie pas sous la pluie. Il s’approfondit.',
      },
      {
        type: 'p',
        text: 'De là, par la rue de Seine et ses galeries, jusqu’au pont des Arts. C’est l’un des rares ponts de Paris au tablier de bois, et un talon de 10 cm n’y sonne pas de la même façon : un coup plus feutré, plus creux que sur la pierre. À mi-chemin, le Louvre devant, la coupole de l’Institut derrière, nous nous sommes arrêtées pour regarder passer une péniche. Du rouge sur une eau grise : difficile de faire plus parisien.',
      },
      {
        type: 'image',
        image: 'article/red-ankle-boots-paris/1',
        caption: 'Sur le pont des Arts, entre l’Institut de France et le Louvre.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Le Palais-Royal et les passages couverts' },
      {
        type: 'p',
        text: 'Rive droite, la promenade devient graphique. Dans la cour d’honneur du Palais-Royal, les colonnes rayées noir et blanc de Daniel Buren sortent du pavé à des hauteurs différentes, et une bottine rouge qui passe entre elles fait l’effet d’un signe de ponctuation dans une phrase de rayures. Plus loin, les tilleuls taillés du jardin avaient déjà perdu presque toutes leurs feuilles, et le gravier crissait sous les pas ; sur ce genre de sol, le bout de talon en gomme garde toute son adhérence.',
      },
      {
        type: 'p',
        text: 'Quelques pas plus au nord, la galerie Vivienne offre un abri, et un sol qui mérite qu’on baisse les yeux : une mosaïque de petits carreaux ocre, noirs et crème, dessinée sous la verrière. C’est le seul endroit de la promenade où les bottines semblaient faire partie du décor plutôt que de le contredire.',
      },
      {
        type: 'quote',
        text: 'Une bottine rouge doit se lire comme un seul trait de plume, du talon à la pointe. Rien ne doit l’interrompre.',
        cite: 'Clémence Aubry, directrice du design',
      },
      {
        type: 'imagePair',
        images: ['article/red-ankle-boots-paris/2', 'article/red-ankle-boots-paris/3'],
        caption: 'Entre les colonnes de Buren au Palais-Royal ; sur la mosaïque de la galerie Vivienne.',
      },
      { type: 'h2', text: 'La montée vers Montmartre' },
      {
        type: 'p',
        text: 'Passé les Grands Boulevards, la ville commence à monter. La rue des Martyrs grimpe sans relâche à travers le 9e arrondissement, bordée de boulangeries, de fromagers et de fleuristes, et c’est là que la construction d’un soulier se révèle vraiment. Dans une pente, un talon placé exactement sous le talon osseux et un cambrion d’acier sous la voûte font toute la différence entre une jolie promenade et une longue épreuve. Nous avons senti la côte. Pas nos pieds.',
      },
      {
        type: 'p',
        text: 'Le dernier tronçon, après la place des Abbesses et jusqu’à la rue de l’Abreuvoir, n’est plus que pavés. La lumière déclinait déjà, les murs roses du café qui fait l’angle avec la rue des Saules viraient au lilas, et le rouge des bottines était l’une des rares couleurs restées dans la rue. Nous nous sommes arrêtées là, un peu essoufflées, ravies.',
      },
      {
        type: 'places',
        places: [
          {
            name: 'Boutique Maison Sabine',
            address: '12 rue de Tournon, 75006 Paris',
            lat: 48.8497,
            lng: 2.3372,
            note: 'Le point de départ.',
          },
          {
            name: 'Pont des Arts',
            address: 'Pont des Arts, 75006 Paris',
            lat: 48.8583,
            lng: 2.3375,
            note: 'Un tablier de bois au-dessus de la Seine.',
          },
          {
            name: 'Jardin du Palais-Royal',
            address: '8 rue de Montpensier, 75001 Paris',
            lat: 48.865,
            lng: 2.3376,
            note: 'Les colonnes de Buren et les tilleuls.',
          },
          {
            name: 'Galerie Vivienne',
            address: '4 rue des Petits-Champs, 75002 Paris',
            lat: 48.8664,
            lng: 2.3399,
            note: 'Des mosaïques sous une verrière.',
          },
          {
            name: 'Rue des Martyrs',
            address: 'Rue des Martyrs, 75009 Paris',
            lat: 48.8795,
            lng: 2.3399,
            note: 'Là où commence la montée.',
          },
          {
            name: 'Rue de l’Abreuvoir',
            address: 'Rue de l’Abreuvoir, 75018 Paris',
            lat: 48.8873,
            lng: 2.3389,
            note: 'Les pavés, et la fin de la promenade.',
          },
        ],
      },
      {
        type: 'p',
        text: 'L’itinéraire complet fait environ cinq kilomètres, deux heures avec les haltes. Nous le recommandons par temps gris, dans une couleur que la ville n’a pas déjà.',
      },
      {
        type: 'product',
        product: 'ankle-boots/red',
        note: 'Les bottines rouges en agneau italien, talon de 10 cm : nos compagnes de toute la promenade.',
      },
      {
        type: 'product',
        product: 'gloves',
        note: 'Des gants en agneau noir, pour les matins froids au bord de la Seine.',
      },
    ],
  },
}
