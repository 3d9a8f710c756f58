import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'emily-in-paris-filming-locations',
  date: '2026-03-10',
  author: 'Inès Fontaine',
  cover: 'article/emily-in-paris-filming-locations/cover',
  relatedProducts: ['pumps/red', 'ankle-boots/ivory', 'sneakers/white'],
  en: {
    title: 'Emily in Paris: an Independent Guide to the Filming Locations, and What to Wear to Each',
    excerpt:
      'Eight places from the series, from the Place de l’Estrapade to the Palais Garnier, walked in spring — with the pair we would choose for each one.',
    description:
      'An independent walking guide to the Paris filming locations of Emily in Paris, with the right heel — or flat — for the cobbles, gravel and marble of each.',
    body: [
      {
        type: 'p',
        text: 'Since the series first aired in 2020, a small square in the 5th arrondissement has become one of the most photographed doorways in Paris. The city on screen is a heightened one, of course — sunnier, emptier, without queues — but most of its settings are real, public and open to anyone willing to walk. We spent a spring week doing exactly that. This is an independent guide: we have no connection with the series or its producers, only an opinion about shoes.',
      },
      {
        type: 'p',
        text: 'A word of advice before setting out. Paris is a city of cobblestones, gravel paths and stone steps, and a 10 cm heel is perfectly at home in it, provided you choose the right one for the ground. Here, place by place, is the pair we would wear.',
      },
      { type: 'h2', text: 'The Left Bank: a square, a garden, a café' },
      {
        type: 'p',
        text: 'Begin at the Place de l’Estrapade, a few steps from the Panthéon. Emily’s building stands at number 1; across the way, on rue des Fossés-Saint-Jacques, are the bakery where she buys her pains au chocolat and the red awning of the Italian restaurant that plays Gabriel’s. Come early, when the fountain is the only sound, and remember that people live here: the famous door is a private one.',
      },
      {
        type: 'p',
        text: 'From there it is a ten-minute walk to the Jardin du Luxembourg, where Emily goes for her morning run. The paths are gravel, and gravel is no friend of a fine heel: this is the stop for our white sneakers. They are also the right shoes for the five-minute walk to our boutique at 12 rue de Tournon, just below the garden gates, and on to the Café de Flore on the boulevard Saint-Germain, where Emily meets a rather pompous professor of philosophy. Take a table on the terrace, order a coffee that costs more than it should, and watch the shoes go by.',
      },
      {
        type: 'image',
        image: 'article/emily-in-paris-filming-locations/1',
        caption: 'The fountain of the Place de l’Estrapade, early on a spring morning.',
        fullBleed: true,
      },
      { type: 'h2', text: 'The Right Bank: a bridge, arcades and gardens' },
      {
        type: 'p',
        text: 'Cross the Seine by the Pont Alexandre III, the most extravagant bridge in the city, all gilded horses and ornate lamps, where the series staged its scandalous perfume shoot. In spring, with the wind coming off the river, we would wear the ivory ankle boots: they hold the ankle on the paving of the approach and catch the same pale light as the stone.',
      },
      {
        type: 'p',
        text: 'Then walk east to the Palais-Royal. The Place de Valois, a quiet square on its eastern side, stands in for the offices of Savoir, the fictional agency; its paving is uneven, and the ankle boots earn their keep again. Through the arcades lies the Jardin du Palais-Royal, where Emily eats lunch alone in her first days and meets Mindy: lime trees clipped into long rectangles, green metal chairs, the fountain. At its northern end, under the arcades, is Le Grand Véfour, the historic restaurant where she tries to get a table. Book well ahead.',
      },
      {
        type: 'quote',
        text: 'Paris is kinder to a heel than its reputation suggests. It simply asks you to choose the right one for the ground.',
        cite: 'Clémence Aubry, head of design',
      },
      {
        type: 'imagePair',
        images: ['article/emily-in-paris-filming-locations/2', 'article/emily-in-paris-filming-locations/3'],
        caption: 'Under the arcades of the Palais-Royal; the gilded statues of the Pont Alexandre III.',
      },
      { type: 'h2', text: 'An evening at the Palais Garnier' },
      {
        type: 'p',
        text: 'End where the series goes for its grandest night out: the Palais Garnier, where Emily spends an evening at the ballet. The great staircase of marble and onyx was built for being seen on, and it calls for red pumps. The colour carries across the foyer, and the 10 cm heel turns each of those shallow steps into an entrance. Ballet tickets go quickly; the building can also be visited by day.',
      },
      {
        type: 'places',
        places: [
          {
            name: 'Place de l’Estrapade',
            address: 'Place de l’Estrapade, 75005 Paris',
            lat: 48.8453,
            lng: 2.3448,
            note: 'Emily’s building, the bakery and the red awning. Come early; the door is private.',
          },
          {
            name: 'Jardin du Luxembourg',
            address: 'Rue de Médicis – rue de Vaugirard, 75006 Paris',
            lat: 48.8462,
            lng: 2.3371,
            note: 'Emily’s morning run. Gravel paths: wear sneakers.',
          },
          {
            name: 'Café de Flore',
            address: '172 boulevard Saint-Germain, 75006 Paris',
            lat: 48.8542,
            lng: 2.3326,
            note: 'The terrace where Emily meets the professor.',
          },
          {
            name: 'Pont Alexandre III',
            address: 'Pont Alexandre III, 75008 Paris',
            lat: 48.8636,
            lng: 2.3136,
            note: 'The perfume shoot. Windy: ankle boots.',
          },
          {
            name: 'Place de Valois',
            address: 'Place de Valois, 75001 Paris',
            lat: 48.8631,
            lng: 2.3382,
            note: 'The façade of the fictional Savoir agency. Uneven paving.',
          },
          {
            name: 'Jardin du Palais-Royal',
            address: '8 rue de Montpensier, 75001 Paris',
            lat: 48.865,
            lng: 2.3378,
            note: 'Lunch on a bench, and the first meeting with Mindy.',
          },
          {
            name: 'Le Grand Véfour',
            address: '17 rue de Beaujolais, 75001 Paris',
            lat: 48.8667,
            lng: 2.3372,
            note: 'The historic restaurant under the arcades. Reservations essential.',
          },
          {
            name: 'Palais Garnier',
            address: 'Place de l’Opéra, 75009 Paris',
            lat: 48.872,
            lng: 2.3316,
            note: 'A night at the ballet. Marble stairs: red pumps.',
          },
        ],
      },
      { type: 'product', product: 'pumps/red', note: 'The red pumps, for the grand staircase of the Palais Garnier.' },
      {
        type: 'product',
        product: 'sneakers/white',
        note: 'The white sneakers, for the gravel of the Luxembourg and the long walk between.',
      },
      {
        type: 'p',
        text: 'Taken together, the route makes a long day on foot, about seven kilometres, or two gentle half-days: Left Bank one morning, Right Bank the next. If you pass by the boutique on the way, we will happily help you choose the pair that suits your route — and, if you ask, tell you where the locals actually have their coffee.',
      },
    ],
  },
  fr: {
    title: 'Emily in Paris : les lieux de tournage, guide indépendant – et les souliers pour chacun',
    excerpt:
      'Huit lieux de la série, de la place de l’Estrapade au palais Garnier, parcourus au printemps – avec, pour chacun, la paire que nous choisirions.',
    description:
      'Un guide indépendant des lieux de tournage d’Emily in Paris, à parcourir à pied, avec le bon talon – ou la bonne basket – pour chaque pavé, gravier ou marbre.',
    body: [
      {
        type: 'p',
        text: 'Depuis la diffusion de la série, en 2020, une petite place du 5e arrondissement est devenue l’une des portes les plus photographiées de Paris. La ville de l’écran est une ville rêvée, bien sûr – plus ensoleillée, plus déserte, sans files d’attente –, mais la plupart de ses décors sont bien réels, publics et ouverts à qui veut bien marcher. Nous avons passé une semaine de printemps à le faire. Précisons-le : ce guide est indépendant. Nous n’avons aucun lien avec la série ni avec ses producteurs ; nous avons seulement un avis sur les souliers.',
      },
      {
        type: 'p',
        text: 'Un conseil avant de partir. Paris est une ville de pavés, d’allées de gravier et de marches de pierre, et un talon de 10 cm s’y trouve parfaitement à son aise, pourvu qu’on le choisisse selon le terrain. Voici, lieu par lieu, la paire que nous porterions.',
      },
      { type: 'h2', text: 'Rive gauche : une place, un jardin, un café' },
      {
        type: 'p',
        text: 'Commencez par la place de l’Estrapade, à deux pas du Panthéon. L’immeuble d’Emily se dresse au numéro 1 ; en face, rue des Fossés-Saint-Jacques, la boulangerie où elle achète ses pains au chocolat et l’auvent rouge du restaurant italien qui joue celui de Gabriel. Venez tôt, quand la fontaine est le seul bruit de la place, et n’oubliez pas que des gens vivent ici : la fameuse porte est celle d’un immeuble privé.',
      },
      {
        type: 'p',
        text: 'De là, dix minutes de marche mènent au jardin du Luxembourg, théâtre du jogging matinal d’Emily. Les allées sont en gravier, et le gravier n’est pas l’ami des talons fins : c’est l’étape des baskets blanches. Ce sont aussi les bonnes chaussures pour rejoindre, en cinq minutes, notre boutique du 12 rue de Tournon, juste en contrebas des grilles du jardin, puis le Café de Flore, boulevard Saint-Germain, où Emily rencontre un professeur de philosophie assez sûr de lui. Prenez une table en terrasse, commandez un café plus cher que de raison, et regardez passer les souliers.',
      },
      {
        type: 'image',
        image: 'article/emily-in-paris-filming-locations/1',
        caption: 'La fontaine de la place de l’Estrapade, tôt un matin de printemps.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Rive droite : un pont, des arcades, des jardins' },
      {
        type: 'p',
        text: 'Traversez la Seine par le pont Alexandre-III, le plus fastueux de la capitale, tout en chevaux dorés et en candélabres ouvragés, où la série a tourné sa séance photo de parfum scandaleuse. Au printemps, avec le vent qui monte du fleuve, nous choisirions les bottines ivoire : elles tiennent la cheville sur les pavés des abords et captent la même lumière pâle que la pierre.',
      },
      {
        type: 'p',
        text: 'Marchez ensuite vers l’est, jusqu’au Palais-Royal. La place de Valois, discrète, sur son flanc est, prête sa façade à Savoir, l’agence de la fiction ; ses pavés sont inégaux, et les bottines y font de nouveau leurs preuves. Passé les arcades s’ouvre le jardin du Palais-Royal, où Emily déjeune seule ses premiers jours et fait la connaissance de Mindy : tilleuls taillés en longs rectangles, chaises de métal vert, la fontaine. À son extrémité nord, sous les arcades, le Grand Véfour, restaurant historique où elle tente d’obtenir une table. Réservez longtemps à l’avance.',
      },
      {
        type: 'quote',
        text: 'Paris est plus clément envers les talons que sa réputation ne le laisse croire. Il demande seulement qu’on choisisse le bon selon le terrain.',
        cite: 'Clémence Aubry, directrice du design',
      },
      {
        type: 'imagePair',
        images: ['article/emily-in-paris-filming-locations/2', 'article/emily-in-paris-filming-locations/3'],
        caption: 'Sous les arcades du Palais-Royal ; les statues dorées du pont Alexandre-III.',
      },
      { type: 'h2', text: 'Un soir au palais Garnier' },
      {
        type: 'p',
        text: 'Terminez là où la série s’offre sa plus belle soirée : au palais Garnier, où Emily passe une soirée au ballet. Le grand escalier de marbre et d’onyx a été conçu pour qu’on s’y montre, et il appelle des escarpins rouges. La couleur porte d’un bout à l’autre du foyer, et le talon de 10 cm fait de chacune de ces marches basses une entrée en scène. Les places pour le ballet partent vite ; le bâtiment se visite aussi en journée.',
      },
      {
        type: 'places',
        places: [
          {
            name: 'Place de l’Estrapade',
            address: 'Place de l’Estrapade, 75005 Paris',
            lat: 48.8453,
            lng: 2.3448,
            note: 'L’immeuble d’Emily, la boulangerie et l’auvent rouge. Venir tôt ; la porte est privée.',
          },
          {
            name: 'Jardin du Luxembourg',
            address: 'Rue de Médicis – rue de Vaugirard, 75006 Paris',
            lat: 48.8462,
            lng: 2.3371,
            note: 'Le jogging matinal d’Emily. Allées de gravier : baskets de rigueur.',
          },
          {
            name: 'Café de Flore',
            address: '172 boulevard Saint-Germain, 75006 Paris',
            lat: 48.8542,
            lng: 2.3326,
            note: 'La terrasse où Emily rencontre le professeur.',
          },
          {
            name: 'Pont Alexandre-III',
            address: 'Pont Alexandre-III, 75008 Paris',
            lat: 48.8636,
            lng: 2.3136,
            note: 'La séance photo du parfum. Du vent : des bottines.',
          },
          {
            name: 'Place de Valois',
            address: 'Place de Valois, 75001 Paris',
            lat: 48.8631,
            lng: 2.3382,
            note: 'La façade de l’agence Savoir, fictive. Pavés inégaux.',
          },
          {
            name: 'Jardin du Palais-Royal',
            address: '8 rue de Montpensier, 75001 Paris',
            lat: 48.865,
            lng: 2.3378,
            note: 'Un déjeuner sur un banc, et la rencontre avec Mindy.',
          },
          {
            name: 'Le Grand Véfour',
            address: '17 rue de Beaujolais, 75001 Paris',
            lat: 48.8667,
            lng: 2.3372,
            note: 'Le restaurant historique, sous les arcades. Réservation indispensable.',
          },
          {
            name: 'Palais Garnier',
            address: 'Place de l’Opéra, 75009 Paris',
            lat: 48.872,
            lng: 2.3316,
            note: 'Un soir au ballet. Escalier de marbre : escarpins rouges.',
          },
        ],
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'Les escarpins rouges, pour le grand escalier du palais Garnier.',
      },
      {
        type: 'product',
        product: 'sneakers/white',
        note: 'Les baskets blanches, pour le gravier du Luxembourg et les longues marches entre deux étapes.',
      },
      {
        type: 'p',
        text: 'Bout à bout, l’itinéraire représente une longue journée à pied, environ sept kilomètres, ou deux demi-journées tranquilles : la rive gauche un matin, la rive droite le lendemain. Si vous passez par la boutique en chemin, nous vous aiderons volontiers à choisir la paire qui convient à votre parcours – et, si vous le demandez, nous vous dirons où les gens du quartier prennent vraiment leur café.',
      },
    ],
  },
}
