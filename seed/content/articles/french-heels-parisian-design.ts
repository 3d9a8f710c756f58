import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'french-heels-parisian-design',
  date: '2024-10-22',
  author: 'Camille Arnaud',
  cover: 'article/french-heels-parisian-design/cover',
  relatedProducts: ['ankle-boots/red', 'pumps/nude', 'boots/taupe'],
  en: {
    title: 'Drawn in Paris, Made in Italy: the Journey of a Heel',
    excerpt:
      'Every pair begins as a pencil line above our boutique on rue de Tournon and becomes a shoe in a workshop in the Marche. Between the two, a long conversation.',
    description:
      'From a full-scale drawing in our Paris studio to a workshop near Fermo: how a Maison Sabine heel is designed in Paris and made by hand in Italy.',
    body: [
      {
        type: 'p',
        text: 'Every pair we make crosses the Alps more than once before it reaches a foot. It begins as a pencil line on a sheet of paper above our boutique on rue de Tournon, travels some 1,300 kilometres south-east to a workshop near Fermo, in the Marche, and returns to Paris as a shoe. Between the two lies a conversation that has been going on for years, in two languages and a great many drawings. This is how it goes.',
      },
      { type: 'h2', text: 'The studio above the boutique' },
      {
        type: 'p',
        text: 'Clémence Aubry, our head of design, trained as an architect, and her studio still looks like one: a long table, a light box, sheets of tracing paper held flat by a row of old brass weights. Every style is drawn at full scale, from the side, from above and from behind, because a shoe that looks right in a small sketch can look heavy at its true size. The heel is always the same — 10 cm — so the work lies in everything around it: the angle at which the foot is held, the depth of the vamp, the exact point where the line of the toe meets the line of the arch.',
      },
      {
        type: 'p',
        text: 'From the drawing comes a paper pattern, cut and taped around a last. From the pattern, a trial pair in leftover leather, assembled in the studio and then worn around the room, up and down the stairs, out into the street. Sabine Delorme, our founder, tries every new shape on her own foot. Most of what is wrong with a shoe remains invisible until someone walks in it.',
      },
      {
        type: 'quote',
        text: 'A drawing is a hypothesis. The first ten steps are the proof.',
        cite: 'Clémence Aubry, head of design',
      },
      {
        type: 'image',
        image: 'article/french-heels-parisian-design/1',
        caption: 'Full-scale drawings of the red ankle boot, pinned above the studio table.',
        fullBleed: true,
      },
      { type: 'h2', text: 'The workshop in the Marche' },
      {
        type: 'p',
        text: 'The Marche, on Italy’s Adriatic side, is one of the great shoemaking regions of Europe: hill towns where families have worked leather for generations, and where a conversation about a heel can last an entire lunch. Our workshop near Fermo is run by Lucia Marcantoni, the third generation of her family at its head, with a team of twenty-two artisans.',
      },
      {
        type: 'p',
        text: 'The drawings arrive with the trial pair, and the first question is always the last — the form around which the shoe is built. Ours are carved in beechwood and kept under lock and key. Then the lambskin is chosen, skin by skin. A fine leather has a direction, and the cutter reads it as a tailor reads a bolt of cloth, so that the upper will give where the foot needs room and hold where it needs support. What follows takes days rather than hours:',
      },
      {
        type: 'list',
        items: [
          'Cutting: each piece placed by eye on the skin, away from the smallest flaw.',
          'Skiving: the edges pared to a fraction of a millimetre, so that the seams lie flat against the foot.',
          'Stitching: the upper assembled, piece by piece, on machines that have been in the workshop for decades.',
          'Lasting: the upper drawn over the last by hand, then left for forty-eight hours so that the leather remembers its shape.',
          'Finishing: the heel fixed and checked against its gauge, and every pair compared side by side in daylight.',
        ],
      },
      {
        type: 'imagePair',
        images: ['article/french-heels-parisian-design/2', 'article/french-heels-parisian-design/3'],
        caption: 'In the workshop near Fermo: beechwood lasts on the shelf; a nude pump resting on its last.',
      },
      { type: 'h2', text: 'Back and forth' },
      {
        type: 'p',
        text: 'The first pairs travel back to Paris, and the conversation starts again. A toe a millimetre too long, a back seam a shade too high, a curve of the heel that could be a little more decided: notes go south in French, answers come back in Italian, and somewhere between the two a shared vocabulary has grown up that neither language quite owns. It usually takes three rounds. Sometimes five.',
      },
      {
        type: 'p',
        text: 'What finally reaches the boutique carries both places within it: the Parisian line, drawn and redrawn until nothing is superfluous, and the Italian hand, which knows how leather wants to be treated. Each needs the other. A beautiful design carelessly made is a disappointment; perfect making with nothing to say is merely correct. When the two meet, the result is a shoe you forget you are wearing — and remember that you chose.',
      },
      {
        type: 'product',
        product: 'ankle-boots/red',
        note: 'Clémence Aubry’s favourite design: one clean, unbroken line from heel to toe.',
      },
      {
        type: 'product',
        product: 'pumps/nude',
        note: 'The nude pump, whose vamp was redrawn four times before it disappeared into the line of the leg.',
      },
    ],
  },
  fr: {
    title: 'Dessiné à Paris, façonné en Italie : le voyage d’un talon',
    excerpt:
      'Chaque paire naît d’un trait de crayon au-dessus de notre boutique, rue de Tournon, et devient soulier dans un atelier des Marches. Entre les deux, un long dialogue.',
    description:
      'Du dessin à l’échelle 1 dans notre studio parisien à l’atelier près de Fermo : comment un talon Maison Sabine est conçu à Paris et façonné en Italie.',
    body: [
      {
        type: 'p',
        text: 'Chacune de nos paires franchit les Alpes plus d’une fois avant de rencontrer un pied. Tout commence par un trait de crayon sur une feuille, au-dessus de notre boutique de la rue de Tournon ; le dessin parcourt ensuite quelque 1 300 kilomètres vers le sud-est, jusqu’à un atelier des environs de Fermo, dans les Marches, et revient à Paris sous la forme d’un soulier. Entre les deux, un dialogue qui dure depuis des années, en deux langues et en d’innombrables croquis. Le voici.',
      },
      { type: 'h2', text: 'Le studio, au-dessus de la boutique' },
      {
        type: 'p',
        text: 'Clémence Aubry, notre directrice du design, a été formée à l’architecture, et son studio en garde l’allure : une longue table, une table lumineuse, des feuilles de calque maintenues à plat par une rangée de vieux poids en laiton. Chaque modèle est dessiné à l’échelle 1, de profil, de dessus et de dos, car un soulier qui paraît juste sur un petit croquis peut sembler lourd à sa taille réelle. Le talon ne change jamais – 10 cm –, si bien que tout le travail se joue autour de lui : l’angle auquel le pied est tenu, la profondeur du décolleté, le point exact où la ligne de la pointe rejoint celle de la cambrure.',
      },
      {
        type: 'p',
        text: 'Du dessin naît un patron de papier, découpé puis ajusté au ruban adhésif autour d’une forme. Du patron, une paire d’essai taillée dans des chutes de cuir, montée au studio, puis portée dans la pièce, dans l’escalier, jusque dans la rue. Sabine Delorme, notre fondatrice, essaie elle-même chaque nouvelle forme. La plupart des défauts d’un soulier restent invisibles tant que personne n’a marché avec.',
      },
      {
        type: 'quote',
        text: 'Un dessin est une hypothèse. Les dix premiers pas en sont la démonstration.',
        cite: 'Clémence Aubry, directrice du design',
      },
      {
        type: 'image',
        image: 'article/french-heels-parisian-design/1',
        caption: 'Les dessins à l’échelle 1 de la bottine rouge, épinglés au-dessus de la table du studio.',
        fullBleed: true,
      },
      { type: 'h2', text: 'L’atelier des Marches' },
      {
        type: 'p',
        text: 'Les Marches, sur le versant adriatique de l’Italie, comptent parmi les grandes terres de la chaussure en Europe : des villages perchés où l’on travaille le cuir de génération en génération, et où une conversation sur un talon peut occuper tout un déjeuner. Notre atelier, près de Fermo, est dirigé par Lucia Marcantoni, troisième génération de sa famille à sa tête, entourée de vingt-deux artisans.',
      },
      {
        type: 'p',
        text: 'Les dessins arrivent avec la paire d’essai, et la première question porte toujours sur la forme – ce volume de bois autour duquel se construit le soulier. Les nôtres sont taillées dans le hêtre et gardées sous clé. Vient ensuite le choix de l’agneau, peau par peau. Un cuir fin a un sens, que le coupeur lit comme un tailleur lit une pièce d’étoffe, afin que la tige cède là où le pied a besoin d’aisance et tienne là où il a besoin d’appui. La suite se compte en jours, non en heures :',
      },
      {
        type: 'list',
        items: [
          'La coupe : chaque pièce placée à l’œil sur la peau, à l’écart du moindre défaut.',
          'Le parage : les bords amincis à une fraction de millimètre, pour que les coutures se fassent oublier contre le pied.',
          'La piqûre : la tige assemblée pièce par pièce, sur des machines qui travaillent à l’atelier depuis des décennies.',
          'Le montage : la tige tirée à la main sur la forme, puis laissée au repos quarante-huit heures, le temps que le cuir en garde la mémoire.',
          'Le finissage : le talon posé et vérifié sur son gabarit, chaque paire comparée côte à côte à la lumière du jour.',
        ],
      },
      {
        type: 'imagePair',
        images: ['article/french-heels-parisian-design/2', 'article/french-heels-parisian-design/3'],
        caption:
          'À l’atelier, près de Fermo : les formes en hêtre sur leur étagère ; un escarpin nude au repos sur sa forme.',
      },
      { type: 'h2', text: 'Allers et retours' },
      {
        type: 'p',
        text: 'Les premières paires remontent à Paris, et le dialogue reprend. Une pointe trop longue d’un millimètre, une couture arrière un rien trop haute, une courbe de talon qui pourrait être plus franche : les remarques partent vers le sud en français, les réponses reviennent en italien, et, quelque part entre les deux, s’est forgé un vocabulaire commun qui n’appartient tout à fait à aucune des deux langues. Il faut d’ordinaire trois allers-retours. Parfois cinq.',
      },
      {
        type: 'p',
        text: 'Ce qui arrive enfin à la boutique porte en lui les deux lieux : la ligne parisienne, dessinée et redessinée jusqu’à ce que rien ne soit superflu, et la main italienne, qui sait comment le cuir demande à être traité. L’une ne va pas sans l’autre. Un beau dessin mal exécuté est une déception ; une fabrication parfaite qui n’a rien à dire n’est que correcte. Quand les deux se rencontrent, on obtient un soulier que l’on oublie en le portant – et dont on se souvient de l’avoir choisi.',
      },
      {
        type: 'product',
        product: 'ankle-boots/red',
        note: 'La création préférée de Clémence Aubry : une ligne nette et continue, du talon à la pointe.',
      },
      {
        type: 'product',
        product: 'pumps/nude',
        note: 'L’escarpin nude, dont le décolleté a été redessiné quatre fois avant de se fondre dans la ligne de la jambe.',
      },
    ],
  },
}
