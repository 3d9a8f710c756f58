import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'brand',
  en: {
    title: 'The House',
    description:
      'Maison Sabine Paris: women’s heeled shoes in Italian lambskin, made by hand in the Marche, one signature 10 cm heel, and a boutique on rue de Tournon.',
    body: [
      {
        type: 'p',
        text: 'Maison Sabine Paris was founded in 2018 by Sabine Delorme on a single conviction: a woman should never have to choose between height and ease. After twelve years developing shoes for Italian manufacturers, Sabine had seen too many beautiful heels left at the back of the wardrobe. She wanted to make the pair you reach for every morning — and keep on until the last guest has left.',
      },
      { type: 'h2', text: 'One height, held with intent' },
      {
        type: 'p',
        text: 'Every heeled style we make stands at exactly 10 cm. Rather than spread our attention across a dozen heights, we chose one and have spent years refining it: the pitch of the last, the position of the heel beneath the foot, the steel shank that carries the arch, the padding under the ball of the foot. Ten centimetres lengthens the line of the leg and changes the way you stand; built with care, it also lets you walk across Paris.',
      },
      {
        type: 'quote',
        text: 'I did not want to make a shoe for a photograph. I wanted to make a shoe for a whole day, and for the evening that follows.',
        cite: 'Sabine Delorme, founder',
      },
      { type: 'h2', text: 'Made by hand in the Marche' },
      {
        type: 'p',
        text: 'Our shoes are made in Italy, in a family workshop near Fermo, in the Marche — the Adriatic region where shoemaking has been handed down for generations. Lucia Marcantoni, the third of her family to lead the workshop, and her twenty-two artisans cut, stitch, last and finish each pair in small batches. From the first cut to the box, a pair passes through more than 150 operations over about three weeks.',
      },
      {
        type: 'image',
        image: 'page/brand/1',
        caption: 'Lasts, lambskin and patience: the workshop near Fermo, in the Marche.',
      },
      { type: 'h2', text: 'Lambskin, and nothing less' },
      {
        type: 'p',
        text: 'We work only in Italian lambskin, the finest and most supple of leathers. It is soft to the hand, light on the foot and takes colour with rare depth — from our black and ivory to cognac, burgundy, red and a sunlit yellow. It is also a demanding material, which is why every skin is chosen by hand and only its best portions are kept for the visible parts of the shoe.',
      },
      { type: 'h2', text: 'The collection' },
      {
        type: 'list',
        items: [
          'Ankle boots — our signature, in black, red, cognac and ivory.',
          'Boots — a long, clean line to the knee, in black, burgundy and taupe.',
          'Pumps — the essential, in black, yellow, red and nude.',
          'Sandals — fine straps for summer evenings, in black, gold and ivory.',
          'Sneakers — the one flat exception, in white and black.',
          'Gloves — Italian lambskin lined in silk, in black.',
        ],
      },
      { type: 'h2', text: 'Rue de Tournon' },
      {
        type: 'p',
        text: 'Our only boutique is at 12 rue de Tournon, in the 6th arrondissement, a 5-minute walk from the Jardin du Luxembourg. It is a quiet room where you can take your time: try every size, walk on parquet and on stone, and talk fit with people who know each last by heart. You can book a try-on from any product page, and we will have your pairs ready when you arrive. Everything else lives here, in our online store, with delivery across France and Europe.',
      },
      { type: 'h2', text: 'Made to last' },
      {
        type: 'p',
        text: 'A Maison Sabine shoe is designed to be worn for years, not for a season. Lambskin softens and moulds to your foot; a leather sole and a replaceable top lift can be renewed. Ask the boutique for care advice at any time: we would rather see your pairs come back to be looked after than to be replaced.',
      },
    ],
  },
  fr: {
    title: 'La Maison',
    description:
      'Maison Sabine Paris : souliers à talon pour femme en agneau italien, faits main dans les Marches, un talon signature de 10 cm, une boutique rue de Tournon.',
    body: [
      {
        type: 'p',
        text: 'Maison Sabine Paris est née en 2018 d’une conviction de Sabine Delorme : une femme ne devrait jamais avoir à choisir entre la hauteur et l’aisance. Après douze années à développer des souliers pour des fabricants italiens, Sabine avait vu trop de beaux talons finir au fond du placard. Elle voulait créer la paire que l’on choisit chaque matin – et que l’on garde aux pieds jusqu’au départ du dernier invité.',
      },
      { type: 'h2', text: 'Une seule hauteur, pleinement assumée' },
      {
        type: 'p',
        text: 'Chacun de nos modèles à talon mesure exactement 10 cm. Plutôt que de disperser notre attention sur une douzaine de hauteurs, nous en avons choisi une, que nous affinons depuis des années : la cambrure de la forme, la position du talon sous le pied, le cambrion d’acier qui soutient la voûte plantaire, le rembourrage sous l’avant-pied. Dix centimètres allongent la ligne de la jambe et changent la façon de se tenir ; construits avec soin, ils permettent aussi de traverser Paris à pied.',
      },
      {
        type: 'quote',
        text: 'Je ne voulais pas faire un soulier pour une photographie. Je voulais un soulier pour toute une journée, et pour la soirée qui suit.',
        cite: 'Sabine Delorme, fondatrice',
      },
      { type: 'h2', text: 'Faits main dans les Marches' },
      {
        type: 'p',
        text: 'Nos souliers sont fabriqués en Italie, dans un atelier familial près de Fermo, dans les Marches – cette région de l’Adriatique où le savoir-faire de la chaussure se transmet depuis des générations. Lucia Marcantoni, troisième de sa famille à diriger l’atelier, et ses vingt-deux artisans coupent, cousent, montent et finissent chaque paire en petites séries. De la première coupe à la mise en boîte, une paire passe par plus de 150 opérations, pendant environ trois semaines.',
      },
      {
        type: 'image',
        image: 'page/brand/1',
        caption: 'Des formes, de l’agneau et de la patience : l’atelier près de Fermo, dans les Marches.',
      },
      { type: 'h2', text: 'L’agneau, rien de moins' },
      {
        type: 'p',
        text: 'Nous travaillons exclusivement le cuir d’agneau italien, le plus fin et le plus souple des cuirs. Doux au toucher, léger au pied, il prend la couleur avec une rare profondeur – de nos noirs et ivoires au cognac, au bordeaux, au rouge et à un jaune solaire. C’est aussi une matière exigeante : chaque peau est donc choisie à la main, et seules ses plus belles parties sont réservées aux parties visibles du soulier.',
      },
      { type: 'h2', text: 'La collection' },
      {
        type: 'list',
        items: [
          'Bottines – notre signature, en noir, rouge, cognac et ivoire.',
          'Bottes – une ligne longue et nette jusqu’au genou, en noir, bordeaux et taupe.',
          'Escarpins – l’essentiel, en noir, jaune, rouge et nude.',
          'Sandales – des brides fines pour les soirs d’été, en noir, or et ivoire.',
          'Baskets – l’unique exception à plat, en blanc et noir.',
          'Gants – en agneau italien doublé de soie, en noir.',
        ],
      },
      { type: 'h2', text: 'Rue de Tournon' },
      {
        type: 'p',
        text: 'Notre unique boutique se trouve au 12, rue de Tournon, dans le 6e arrondissement, à 5 minutes à pied du jardin du Luxembourg. C’est un lieu calme où l’on prend son temps : essayer toutes les pointures, marcher sur le parquet comme sur la pierre, parler d’ajustement avec une équipe qui connaît chaque forme par cœur. Vous pouvez réserver un essayage depuis chaque fiche produit : vos paires vous attendront à votre arrivée. Tout le reste se trouve ici, dans notre boutique en ligne, avec une livraison en France et en Europe.',
      },
      { type: 'h2', text: 'Faits pour durer' },
      {
        type: 'p',
        text: 'Un soulier Maison Sabine est pensé pour être porté des années, non le temps d’une saison. L’agneau s’assouplit et épouse le pied ; la semelle en cuir et le bout de talon se remplacent. Demandez conseil à la boutique pour l’entretien de vos paires à tout moment : nous préférons les voir revenir pour être choyées plutôt que remplacées.',
      },
    ],
  },
}
