import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'pumps-x-odc',
  date: '2026-10-08',
  author: 'Léa Morel',
  cover: 'article/pumps-x-odc/cover',
  relatedProducts: ['pumps/red', 'pumps/black', 'pumps/nude'],
  en: {
    title: 'Pumps × ODC: the Final Chapter, on Ten Centimetres',
    excerpt:
      'After the sandals and the ankle boots, our collaboration with the Paris collective ODC closes with the pump: a piece about walking, and a last numbered edition.',
    description:
      'Pumps × ODC: a dance piece about walking, premiered in Paris this October, and a limited numbered edition of our red and black lambskin pumps.',
    body: [
      {
        type: 'p',
        text: 'It began with sandals on the cobbles of a courtyard, in the summer of 2024. It continued this July with ankle boots on a floor of tuned oak. The third and final chapter of our collaboration with the Paris collective ODC belongs to the shoe that was always going to close it: the pump. A new piece, premiered this month in Paris, and a last numbered edition.',
      },
      { type: 'h2', text: 'The most exposed shoe' },
      {
        type: 'p',
        text: 'Of everything we make, the pump gives the foot the least help. No strap, no shaft, no lace: only the shape of the lambskin around the heel and the toes, and the precision of the last beneath them. That is exactly why Maud Castel, the choreographer who co-founded ODC, kept it for the end. “We had to learn the other two first,” she told us, in the tone of someone stating the obvious.',
      },
      {
        type: 'p',
        text: 'Where the sandal piece listened to the foot and the ankle boot piece made the floor answer back, the new work is about the simplest movement there is: walking. For twenty-five minutes, five dancers cross and recross a long, bare space, and the choreography lies entirely in the small variations of a step — its length, its speed, the precise instant at which the weight passes from heel to toe. On a 10 cm heel that instant is everything, and the audience, seated close enough to hear it, watches it happen again and again, until it becomes almost unbearable, and then beautiful.',
      },
      {
        type: 'quote',
        text: 'Anyone can dance. Walking well in front of two hundred people is another matter.',
        cite: 'Maud Castel, choreographer, ODC',
      },
      {
        type: 'image',
        image: 'article/pumps-x-odc/1',
        caption: 'Five dancers, five pairs of pumps: the opening crossing.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Red, black and nude' },
      {
        type: 'p',
        text: 'The colours were chosen for what they do to a line. Two dancers wear the red pumps, which carry the eye across the space; two wear black, which reduces the foot to pure silhouette; and one, alone, wears nude, which lets the shoe disappear into the leg, so that she seems to walk on nothing at all. Each was fitted at the boutique on rue de Tournon in her exact size, and wore her pair through six weeks of rehearsal, until the lambskin had softened at the joints of the toes and the back of the shoe had settled around the heel.',
      },
      {
        type: 'gallery',
        images: ['article/pumps-x-odc/2', 'article/pumps-x-odc/3', 'article/pumps-x-odc/4'],
        caption: 'The fitting at the boutique; rehearsal; the first night.',
      },
      {
        type: 'p',
        text: 'The piece was performed over four nights in a former printing works in the 11th arrondissement, with the audience on long benches at floor level. Nobody who was there will forget the sound of it: no music at all, only the ticking of ten heels, like clocks that could not quite agree.',
      },
      { type: 'h2', text: 'The last edition' },
      {
        type: 'p',
        text: 'As with the two chapters before it, the piece gives rise to a numbered edition, made in our workshop near Fermo from the same Italian lambskin, on the same 10 cm heel, as the pumps of our collection.',
      },
      {
        type: 'list',
        items: [
          'Red pumps and black pumps, 180 pairs of each, numbered by hand inside.',
          'The letters ODC blind-embossed on the insole, as on the sandals and the ankle boots before them.',
          'A dust bag printed with the floor plan of the piece: every crossing the dancers make, drawn as one continuous line.',
          'Available from today at the boutique and online, for as long as the edition lasts.',
        ],
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'The red pumps, worn by two of the five dancers and made in a numbered edition.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'The black pumps: Italian lambskin, a pointed toe, a 10 cm heel.',
      },
      {
        type: 'p',
        text: 'With this chapter the collaboration comes to a close, at least for now. Until the end of October, the sandals, the ankle boots and the pumps of the three editions stand side by side in the window on rue de Tournon: three shoes, three pieces, one heel height. We still do not know what the letters stand for. We have stopped asking.',
      },
    ],
  },
  fr: {
    title: 'Escarpins × ODC : dernier chapitre, sur dix centimètres',
    excerpt:
      'Après les sandales et les bottines, notre collaboration avec le collectif parisien ODC s’achève avec l’escarpin : une pièce sur la marche, et une dernière édition numérotée.',
    description:
      'Escarpins × ODC : une pièce dansée sur la marche, créée à Paris en octobre, et une édition limitée et numérotée de nos escarpins en agneau, rouges et noirs.',
    body: [
      {
        type: 'p',
        text: 'Tout a commencé par des sandales sur les pavés d’une cour, à l’été 2024. L’histoire s’est poursuivie en juillet dernier avec des bottines, sur un plancher de chêne accordé comme un instrument. Le troisième et dernier chapitre de notre collaboration avec le collectif parisien ODC revient au soulier qui devait forcément la conclure : l’escarpin. Une nouvelle pièce, créée ce mois-ci à Paris, et une ultime édition numérotée.',
      },
      { type: 'h2', text: 'Le soulier le plus exposé' },
      {
        type: 'p',
        text: 'De tout ce que nous fabriquons, l’escarpin est celui qui aide le moins le pied. Ni bride, ni tige, ni lacet : seulement la forme de l’agneau autour du talon et des orteils, et la justesse de la forme en dessous. C’est précisément pour cela que Maud Castel, la chorégraphe qui a cofondé ODC, l’a gardé pour la fin. « Il fallait d’abord apprendre les deux autres », nous a-t-elle dit, du ton de quelqu’un qui énonce une évidence.',
      },
      {
        type: 'p',
        text: 'Là où la pièce des sandales écoutait le pied et celle des bottines faisait répondre le plancher, la nouvelle création s’attache au mouvement le plus simple qui soit : marcher. Vingt-cinq minutes durant, cinq danseuses traversent et retraversent un long espace nu, et toute la chorégraphie tient dans les infimes variations d’un pas – sa longueur, sa vitesse, l’instant exact où le poids passe du talon à la pointe. Sur un talon de 10 cm, cet instant est tout ; le public, assis assez près pour l’entendre, le voit se produire encore et encore, jusqu’à ce qu’il devienne presque insoutenable, puis beau.',
      },
      {
        type: 'quote',
        text: 'Tout le monde peut danser. Bien marcher devant deux cents personnes, c’est une autre affaire.',
        cite: 'Maud Castel, chorégraphe, ODC',
      },
      {
        type: 'image',
        image: 'article/pumps-x-odc/1',
        caption: 'Cinq danseuses, cinq paires d’escarpins : la traversée d’ouverture.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Rouge, noir et nude' },
      {
        type: 'p',
        text: 'Les couleurs ont été choisies pour ce qu’elles font à une ligne. Deux danseuses portent les escarpins rouges, qui entraînent le regard d’un bout à l’autre de l’espace ; deux portent le noir, qui réduit le pied à une pure silhouette ; une seule, enfin, porte le nude, qui fond le soulier dans la jambe, si bien qu’elle semble marcher sur rien. Chacune a été chaussée à la boutique de la rue de Tournon, dans sa pointure exacte, et a porté sa paire pendant six semaines de répétitions, jusqu’à ce que l’agneau s’assouplisse à la pliure des orteils et que l’arrière du soulier se fasse au talon.',
      },
      {
        type: 'gallery',
        images: ['article/pumps-x-odc/2', 'article/pumps-x-odc/3', 'article/pumps-x-odc/4'],
        caption: 'L’essayage à la boutique ; la répétition ; le premier soir.',
      },
      {
        type: 'p',
        text: 'La pièce a été donnée quatre soirs de suite dans une ancienne imprimerie du 11e arrondissement, le public installé sur de longs bancs, au ras du sol. Aucun de ceux qui étaient là n’en oubliera le son : pas la moindre musique, seulement le tic-tac de dix talons, comme des horloges qui ne parviendraient pas tout à fait à s’accorder.',
      },
      { type: 'h2', text: 'La dernière édition' },
      {
        type: 'p',
        text: 'Comme pour les deux chapitres précédents, la pièce donne lieu à une édition numérotée, fabriquée dans notre atelier près de Fermo, dans le même agneau italien et sur le même talon de 10 cm que les escarpins de la collection.',
      },
      {
        type: 'list',
        items: [
          'Des escarpins rouges et des escarpins noirs, 180 paires de chaque, numérotées à la main à l’intérieur.',
          'Les lettres ODC gaufrées à sec sur la semelle intérieure, comme sur les sandales et les bottines avant eux.',
          'Un pochon imprimé du plan de la pièce : chaque traversée des danseuses, tracée d’un seul trait continu.',
          'Disponible dès aujourd’hui à la boutique et en ligne, dans la limite de l’édition.',
        ],
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'Les escarpins rouges, portés par deux des cinq danseuses et proposés en édition numérotée.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'Les escarpins noirs : agneau italien, bout pointu, talon de 10 cm.',
      },
      {
        type: 'p',
        text: 'Avec ce chapitre, la collaboration touche à sa fin – pour le moment du moins. Jusqu’à la fin octobre, les sandales, les bottines et les escarpins des trois éditions se tiennent côte à côte dans la vitrine de la rue de Tournon : trois souliers, trois pièces, une seule hauteur de talon. Nous ne savons toujours pas ce que signifient ces trois lettres. Nous avons cessé de le demander.',
      },
    ],
  },
}
