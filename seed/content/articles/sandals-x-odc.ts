import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'sandals-x-odc',
  date: '2024-06-27',
  author: 'Camille Arnaud',
  cover: 'article/sandals-x-odc/cover',
  relatedProducts: ['sandals/ivory', 'sandals/black', 'sandals/gold'],
  en: {
    title: 'Sandals × ODC: a Summer Chapter, Danced at Dusk',
    excerpt:
      'Our collaboration with the Paris collective ODC begins with the barest shoe we make: a piece danced in our sandals on the cobbles of a courtyard, and a numbered edition.',
    description:
      'Sandals × ODC: a summer dance piece on the cobbles of a Paris courtyard, and a numbered edition of our lambskin sandals on a 10 cm heel.',
    body: [
      {
        type: 'p',
        text: 'We first saw ODC on a warm evening last summer, in a paved courtyard in the 11th arrondissement, with the audience sitting on the stones and the windows above left open. ODC is a Paris collective of dancers, musicians and set builders who have never quite said what their three letters stand for, and seem to enjoy being asked. Their work is made for the places where it happens — a courtyard, a stairwell, a roof — and it is precise in a way that only looks improvised. A year of conversations later, here is the first chapter of our collaboration: a piece danced in our sandals, and a small numbered edition of the pairs.',
      },
      { type: 'h2', text: 'Why sandals first' },
      {
        type: 'p',
        text: 'When we asked Maud Castel, the choreographer who co-founded ODC, which of our shoes she wanted to begin with, she did not hesitate. A sandal hides nothing. Its fine straps leave the arch, the toes and the tendons of the ankle in full view, and for a dancer that is the whole point: the audience can see the foot at work. It is also the hardest of our shoes to dance in. With so little leather around the foot, all the balance has to come from the construction — the heel set directly beneath the heel bone, the padded footbed, the exact pitch of the 10 cm heel.',
      },
      {
        type: 'p',
        text: 'We brought the black and the ivory sandals to the collective’s studio at the beginning of June and left them there. The dancers wore them at every rehearsal for three weeks, until the lambskin straps had softened to the shape of their feet and the soles carried the pale dust of the floor.',
      },
      {
        type: 'quote',
        text: 'A sandal is the most honest shoe there is. Every decision your foot makes, the audience sees.',
        cite: 'Maud Castel, choreographer, ODC',
      },
      {
        type: 'image',
        image: 'article/sandals-x-odc/1',
        caption: 'The ivory sandals in the last of the light, on the first evening.',
        fullBleed: true,
      },
      { type: 'h2', text: 'A piece for the longest days' },
      {
        type: 'p',
        text: 'The piece lasts twenty-two minutes and is built on the slow hour at the end of a June day, when the light in Paris turns gold and then blue. It was performed on three evenings in that same courtyard, beginning at half past nine, so that the dancers finished in near darkness, lit only by the windows above. Six dancers, three in black sandals and three in ivory, move in pairs that gradually trade places, so that by the end the two colours have crossed the courtyard.',
      },
      {
        type: 'p',
        text: 'The cobbles were the first problem and became the best idea. Instead of laying a floor over them, ODC kept the stones and built the choreography around them: short, careful steps where the paving is rough, long lines where it is smooth, and one passage in which the dancers simply stand still and shift their weight from heel to toe, until the sound of leather on stone is the only music left.',
      },
      {
        type: 'gallery',
        images: ['article/sandals-x-odc/2', 'article/sandals-x-odc/3', 'article/sandals-x-odc/4'],
        caption: 'Rehearsal in the studio; the courtyard at half past nine; the last bow.',
      },
      { type: 'h2', text: 'The edition' },
      {
        type: 'p',
        text: 'From the piece comes a small edition of the sandals, in black and in ivory, made in our workshop near Fermo like every other pair. In everything that matters they are the sandals of our collection — Italian lambskin, the 10 cm heel, the padded footbed — with three quiet differences:',
      },
      {
        type: 'list',
        items: [
          'the letters ODC blind-embossed on the footbed, without ink;',
          'a number written by hand inside each pair, out of 120 per colour;',
          'a cotton dust bag in the grey of the studio floor, printed with a drawing of the piece by one of the dancers.',
        ],
      },
      {
        type: 'product',
        product: 'sandals/ivory',
        note: 'The ivory sandals: fine lambskin straps, a padded footbed, a 10 cm heel.',
      },
      { type: 'product', product: 'sandals/black', note: 'The black sandals, worn by three of the six dancers.' },
      {
        type: 'p',
        text: 'The edition is available at the boutique on rue de Tournon and online, for as long as it lasts. This is only a first chapter. At the end of the last evening, Maud Castel asked us what a heel might sound like on a wooden floor. We suspect the conversation is not over.',
      },
    ],
  },
  fr: {
    title: 'Sandales × ODC : un chapitre d’été, dansé à la tombée du jour',
    excerpt:
      'Notre collaboration avec le collectif parisien ODC commence par notre soulier le plus dépouillé : une pièce dansée en sandales sur les pavés d’une cour, et une édition numérotée.',
    description:
      'Sandales × ODC : une pièce dansée l’été sur les pavés d’une cour parisienne, et une édition numérotée de nos sandales en agneau, talon de 10 cm.',
    body: [
      {
        type: 'p',
        text: 'Nous avons découvert ODC un soir de chaleur, l’été dernier, dans une cour pavée du 11e arrondissement : le public assis sur les pierres, les fenêtres grandes ouvertes au-dessus. ODC est un collectif parisien de danseurs, de musiciens et de constructeurs de décors qui n’ont jamais vraiment dit ce que signifient leurs trois lettres, et qui semblent prendre plaisir à ce qu’on le leur demande. Leur travail naît des lieux où il se joue – une cour, une cage d’escalier, un toit – avec une précision qui n’a l’air improvisée qu’en apparence. Un an de conversations plus tard, voici le premier chapitre de notre collaboration : une pièce dansée dans nos sandales, et une petite édition numérotée.',
      },
      { type: 'h2', text: 'Pourquoi commencer par les sandales' },
      {
        type: 'p',
        text: 'Quand nous avons demandé à Maud Castel, la chorégraphe qui a cofondé ODC, par quel soulier elle souhaitait commencer, elle n’a pas hésité. La sandale ne cache rien. Ses fines brides laissent voir la cambrure, les orteils, les tendons de la cheville, et, pour qui danse, tout est là : le public voit le pied travailler. C’est aussi le plus difficile de nos souliers pour danser. Avec si peu de cuir autour du pied, tout l’équilibre doit venir de la construction – le talon placé exactement sous l’os du talon, la semelle première rembourrée, l’inclinaison précise du talon de 10 cm.',
      },
      {
        type: 'p',
        text: 'Début juin, nous avons déposé les sandales noires et ivoire au studio du collectif, et nous les y avons laissées. Les danseurs les ont portées à chaque répétition pendant trois semaines, jusqu’à ce que les brides d’agneau se soient faites à leurs pieds et que les semelles aient pris la poussière pâle du plancher.',
      },
      {
        type: 'quote',
        text: 'La sandale est le soulier le plus honnête qui soit. Chaque décision que prend le pied, le public la voit.',
        cite: 'Maud Castel, chorégraphe, ODC',
      },
      {
        type: 'image',
        image: 'article/sandals-x-odc/1',
        caption: 'Les sandales ivoire dans les dernières lueurs, le premier soir.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Une pièce pour les jours les plus longs' },
      {
        type: 'p',
        text: 'La pièce dure vingt-deux minutes et s’appuie sur cette heure lente qui clôt les journées de juin, quand la lumière de Paris vire à l’or, puis au bleu. Elle a été donnée trois soirs de suite dans cette même cour, à partir de vingt et une heures trente, si bien que les danseurs terminaient presque dans le noir, éclairés par les seules fenêtres. Six danseurs, trois en sandales noires et trois en ivoire, évoluent par paires qui échangent lentement leurs places : à la fin, les deux couleurs ont traversé la cour.',
      },
      {
        type: 'p',
        text: 'Les pavés ont d’abord été un problème, avant de devenir la meilleure idée. Plutôt que de les recouvrir d’un plancher, ODC a gardé les pierres et construit la chorégraphie autour d’elles : des pas courts et prudents là où le pavage est rude, de longues lignes là où il est lisse, et un passage où les danseurs restent simplement immobiles, faisant passer leur poids du talon à la pointe, jusqu’à ce que le bruit du cuir sur la pierre soit la seule musique.',
      },
      {
        type: 'gallery',
        images: ['article/sandals-x-odc/2', 'article/sandals-x-odc/3', 'article/sandals-x-odc/4'],
        caption: 'La répétition au studio ; la cour à vingt et une heures trente ; le dernier salut.',
      },
      { type: 'h2', text: 'L’édition' },
      {
        type: 'p',
        text: 'De la pièce naît une petite édition de sandales, en noir et en ivoire, fabriquée comme toutes nos paires dans notre atelier près de Fermo. Pour l’essentiel, ce sont les sandales de notre collection – agneau italien, talon de 10 cm, semelle première rembourrée –, à trois discrètes différences près :',
      },
      {
        type: 'list',
        items: [
          'les lettres ODC gaufrées à sec sur la semelle première, sans encre ;',
          'un numéro inscrit à la main à l’intérieur de chaque paire, sur 120 par couleur ;',
          'un pochon de coton couleur du plancher du studio, imprimé d’un dessin de la pièce signé par l’un des danseurs.',
        ],
      },
      {
        type: 'product',
        product: 'sandals/ivory',
        note: 'Les sandales ivoire : fines brides d’agneau, semelle rembourrée, talon de 10 cm.',
      },
      { type: 'product', product: 'sandals/black', note: 'Les sandales noires, portées par trois des six danseurs.' },
      {
        type: 'p',
        text: 'L’édition est disponible à la boutique de la rue de Tournon et en ligne, jusqu’à épuisement. Ce n’est qu’un premier chapitre. À l’issue du dernier soir, Maud Castel nous a demandé quel son pourrait bien faire un talon sur un plancher de bois. Nous avons le sentiment que la conversation ne fait que commencer.',
      },
    ],
  },
}
