import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'ankle-boots-x-odc',
  date: '2026-07-17',
  author: 'Inès Fontaine',
  cover: 'article/ankle-boots-x-odc/cover',
  relatedProducts: ['ankle-boots/red', 'ankle-boots/black', 'ankle-boots/cognac'],
  en: {
    title: 'Ankle Boots × ODC: the Second Chapter, in Rhythm',
    excerpt:
      'Two summers after the sandals, the Paris collective ODC returns with a piece in which the only music is the heel: eight dancers, a tuned oak floor, our ankle boots.',
    description:
      'Ankle Boots × ODC: a percussive dance piece rehearsed in Paris this July, and a numbered edition of our red and black lambskin ankle boots.',
    body: [
      {
        type: 'p',
        text: 'Two summers ago, the Paris collective ODC danced a short piece in our sandals on the cobbles of a courtyard in the 11th arrondissement. At the end of that first chapter, Maud Castel, the choreographer who co-founded the collective, asked a question we have been turning over ever since: what does a heel sound like? The second chapter of our collaboration is her answer — a piece for ankle boots and a wooden floor, rehearsed through this July’s heat, and a numbered edition of the pairs.',
      },
      { type: 'h2', text: 'The boot as an instrument' },
      {
        type: 'p',
        text: 'ODC has never explained its three letters and has never needed to; the work explains itself. This time it is a piece of percussion as much as of dance. Eight dancers in ankle boots, four in black and four in red, on a raised floor of oak boards that the collective’s set builders assembled and tuned like an instrument, board by board, until each one rang a little differently from its neighbour. There is no score. The rhythm comes entirely from the heels.',
      },
      {
        type: 'p',
        text: 'Why ankle boots? Because they hold the ankle, and a held ankle lets a dancer drive the whole weight of the body down through the heel without fear. A pump would have let the foot slide forward; a tall boot would have hidden the calf and muffled the line of the leg. The ankle boot is the point where support and freedom meet — which is also, as it happens, why so many women wear them every day on the cobbles of Paris.',
      },
      {
        type: 'quote',
        text: 'In the sandals we listened to the foot. This time we wanted the floor to answer back.',
        cite: 'Maud Castel, choreographer, ODC',
      },
      {
        type: 'image',
        image: 'article/ankle-boots-x-odc/1',
        caption: 'The red ankle boots on the oak floor, in the collective’s studio.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Rehearsing in the heat' },
      {
        type: 'p',
        text: 'July in a Paris studio is not kind. The windows stay open, the fans turn, and the dancers rehearse in the mornings, before the roofs begin to give the day’s heat back. We delivered the boots in the first week of the month, in each dancer’s exact size, half sizes included, and they have worn them every day since. By the second week the lambskin had taken the shape of their feet; by the third, the heels had found their voices. A black boot and a red boot struck on the same board do not sound different, of course. The dancers swear that they do.',
      },
      {
        type: 'p',
        text: 'The leather soles were left exactly as they are, because the slight slide of leather on oiled oak is part of the sound. The only concession to the floor was the heel tips, which wear quickly under this kind of work and have already been replaced twice. Nothing else has needed attention — which, for a shoe struck against wood several thousand times a morning, is the best review we could ask for.',
      },
      {
        type: 'imagePair',
        images: ['article/ankle-boots-x-odc/2', 'article/ankle-boots-x-odc/3'],
        caption: 'Morning rehearsal, windows open; a row of ankle boots resting against the studio wall.',
      },
      { type: 'h2', text: 'The edition' },
      {
        type: 'p',
        text: 'From the piece comes a numbered edition of our ankle boots, in black and in red, made in the workshop near Fermo from the same Italian lambskin, on the same 10 cm heel, as the pairs in our collection. As with the sandals, the differences are for the wearer alone to know about.',
      },
      {
        type: 'list',
        items: [
          'The three letters blind-embossed inside the shaft, and a number written by hand: 150 pairs in black, 150 in red.',
          'A dust bag printed with a score of sorts — the rhythm of the piece as one of the dancers noted it down during rehearsal.',
          'Available from today at the boutique on rue de Tournon and online.',
          'The piece itself will be performed in Paris in the autumn; dates will follow here.',
        ],
      },
      {
        type: 'product',
        product: 'ankle-boots/red',
        note: 'The red ankle boots: the colour of four of the eight dancers, and of the edition.',
      },
      {
        type: 'product',
        product: 'ankle-boots/black',
        note: 'The black ankle boots, Italian lambskin on a 10 cm heel.',
      },
      {
        type: 'p',
        text: 'And after that? Maud Castel has been seen at the boutique, trying on a pair of pumps and walking slowly, very slowly, from one end of the room to the other. We will say nothing more for now.',
      },
    ],
  },
  fr: {
    title: 'Bottines × ODC : deuxième chapitre, en rythme',
    excerpt:
      'Deux étés après les sandales, le collectif parisien ODC revient avec une pièce dont la seule musique est celle du talon : huit danseurs, un plancher de chêne, nos bottines.',
    description:
      'Bottines × ODC : une pièce percussive répétée à Paris en juillet, et une édition numérotée de nos bottines en agneau, rouges et noires.',
    body: [
      {
        type: 'p',
        text: 'Il y a deux étés, le collectif parisien ODC dansait une courte pièce dans nos sandales, sur les pavés d’une cour du 11e arrondissement. À l’issue de ce premier chapitre, Maud Castel, la chorégraphe qui a cofondé le collectif, nous avait posé une question qui ne nous a plus quittés : quel son fait un talon ? Le deuxième chapitre de notre collaboration est sa réponse – une pièce pour bottines et plancher de bois, répétée dans la chaleur de ce mois de juillet, et une édition numérotée.',
      },
      { type: 'h2', text: 'La bottine comme instrument' },
      {
        type: 'p',
        text: 'ODC n’a jamais expliqué ses trois lettres et n’en a jamais eu besoin : le travail parle de lui-même. Cette fois, il s’agit autant de percussion que de danse. Huit danseurs en bottines, quatre en noir et quatre en rouge, sur une estrade de lames de chêne que les constructeurs du collectif ont assemblée et accordée comme un instrument, lame après lame, jusqu’à ce que chacune sonne un peu autrement que sa voisine. Pas de partition. Le rythme naît uniquement des talons.',
      },
      {
        type: 'p',
        text: 'Pourquoi des bottines ? Parce qu’elles tiennent la cheville, et qu’une cheville tenue permet de faire descendre tout le poids du corps dans le talon, sans crainte. Dans un escarpin, le pied aurait glissé vers l’avant ; une botte haute aurait caché le mollet et étouffé la ligne de la jambe. La bottine est le point exact où le maintien rencontre la liberté – c’est d’ailleurs pour cela que tant de femmes la portent chaque jour sur les pavés de Paris.',
      },
      {
        type: 'quote',
        text: 'Avec les sandales, nous écoutions le pied. Cette fois, nous voulions que le plancher lui réponde.',
        cite: 'Maud Castel, chorégraphe, ODC',
      },
      {
        type: 'image',
        image: 'article/ankle-boots-x-odc/1',
        caption: 'Les bottines rouges sur le plancher de chêne, au studio du collectif.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Répéter dans la chaleur' },
      {
        type: 'p',
        text: 'Juillet, dans un studio parisien, ne fait pas de cadeau. Les fenêtres restent ouvertes, les ventilateurs tournent, et l’on répète le matin, avant que les toits ne se mettent à rendre la chaleur de la veille. Nous avons livré les bottines la première semaine du mois, dans la pointure exacte de chacun, demi-pointures comprises, et elles n’ont plus quitté leurs pieds. La deuxième semaine, l’agneau avait pris la forme des pieds ; la troisième, les talons avaient trouvé leur voix. Une bottine noire et une bottine rouge frappées sur la même lame ne sonnent pas différemment, bien sûr. Les danseurs jurent le contraire.',
      },
      {
        type: 'p',
        text: 'Les semelles de cuir ont été laissées telles quelles : le léger glissé du cuir sur le chêne huilé fait partie du son. Seule concession au plancher, les bonbouts, qui s’usent vite à ce régime et ont déjà été changés deux fois. Rien d’autre n’a demandé la moindre attention – pour un soulier qui frappe le bois plusieurs milliers de fois par matinée, on ne saurait rêver meilleure critique.',
      },
      {
        type: 'imagePair',
        images: ['article/ankle-boots-x-odc/2', 'article/ankle-boots-x-odc/3'],
        caption: 'Répétition du matin, fenêtres ouvertes ; une rangée de bottines au repos contre le mur du studio.',
      },
      { type: 'h2', text: 'L’édition' },
      {
        type: 'p',
        text: 'De la pièce naît une édition numérotée de nos bottines, en noir et en rouge, fabriquée dans notre atelier près de Fermo, dans le même agneau italien et sur le même talon de 10 cm que les paires de la collection. Comme pour les sandales, les différences ne regardent que celle qui les porte.',
      },
      {
        type: 'list',
        items: [
          'Les trois lettres gaufrées à sec à l’intérieur de la tige, et un numéro inscrit à la main : 150 paires en noir, 150 en rouge.',
          'Un pochon imprimé d’une sorte de partition – le rythme de la pièce, tel qu’une danseuse l’a noté pendant les répétitions.',
          'Disponible dès aujourd’hui à la boutique de la rue de Tournon et en ligne.',
          'La pièce sera donnée à Paris à l’automne ; les dates suivront dans ces pages.',
        ],
      },
      {
        type: 'product',
        product: 'ankle-boots/red',
        note: 'Les bottines rouges : la couleur de quatre des huit danseurs, et de l’édition.',
      },
      {
        type: 'product',
        product: 'ankle-boots/black',
        note: 'Les bottines noires, en agneau italien sur talon de 10 cm.',
      },
      {
        type: 'p',
        text: 'Et ensuite ? On a aperçu Maud Castel à la boutique, essayant une paire d’escarpins et traversant la pièce lentement, très lentement, d’un bout à l’autre. Nous n’en dirons pas plus pour l’instant.',
      },
    ],
  },
}
