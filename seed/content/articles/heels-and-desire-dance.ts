import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'heels-and-desire-dance',
  date: '2025-05-21',
  author: 'Léa Morel',
  cover: 'article/heels-and-desire-dance/cover',
  relatedProducts: ['pumps/red', 'pumps/nude', 'sandals/black'],
  en: {
    title: 'Heels and Desire, Danced: Four Dancers on Ten Centimetres',
    excerpt:
      'The second chapter of our film belongs to choreographer Inès Vallier and three dancers, who spent three weeks learning to move with the heel rather than despite it.',
    description:
      'Behind the scenes of our dance film: four dancers in 10 cm lambskin heels, a choreography by Inès Vallier, two nights on a sprung floor in Paris.',
    body: [
      {
        type: 'p',
        text: 'In February we released Heels and Desire, a short film about the way a heel is looked at. Its sequel asks a different question: what happens when the heel stops being watched and starts to move? For seven minutes, four dancers perform in our pumps and sandals, in a choreography by Inès Vallier, filmed over two nights in a rehearsal studio with a sprung oak floor in the 11th arrondissement.',
      },
      { type: 'h2', text: 'A choreography for the heel' },
      {
        type: 'p',
        text: 'Dancing in heels is nothing new. Tango has always done it; the music hall made a spectacle of it; and every fan of the Hollywood musical knows the old cartoon caption reminding us that Ginger Rogers did everything Fred Astaire did, backwards and in high heels. Closer to home, Pina Bausch sent her dancers across the stage in satin dresses and heels in Kontakthof, and turned the click of a step into a kind of music.',
      },
      {
        type: 'p',
        text: 'Inès Vallier, who trained in classical ballet before turning to contemporary work, wanted something else: not a performance achieved in spite of the heel, but one that could only exist because of it. A 10 cm heel moves the body’s centre of gravity forward and shortens the base on which it balances. Turns become slower and more deliberate; a balance on one foot turns into a negotiation; an extended leg gains a line that ends well beyond the toe. Her choreography is built from those constraints, one by one.',
      },
      {
        type: 'image',
        image: 'article/heels-and-desire-dance/1',
        caption: 'Inès Vallier in the red pumps, on the second night of filming.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Three weeks of rehearsal' },
      {
        type: 'p',
        text: 'Each dancer was fitted at the boutique on rue de Tournon, in her exact size — half sizes included — and then wore her pair every day of rehearsal, so that the lambskin had three weeks to mould itself to her foot. The leather soles were lightly scored for grip on the varnished floor. The rest is simply how our shoes are built: the heel set directly beneath the heel bone, the steel shank that lets the foot rise onto its ball without the shoe folding, the cushion of latex foam that absorbs the landings.',
      },
      {
        type: 'quote',
        text: 'On the fourth day, the shoes stopped being a problem. After that, they were a partner.',
        cite: 'Inès Vallier, choreographer',
      },
      { type: 'p', text: 'The four pairs were chosen for the way they read in movement as much as for their colour.' },
      {
        type: 'list',
        items: [
          'The red pumps, for Inès herself: the colour that carries the eye across the floor in every wide shot.',
          'The black pumps, for the dancer who opens the film alone, almost in silhouette.',
          'The nude pumps, which disappear into the line of the leg and make the body look endless.',
          'The black sandals, whose fine straps leave the arch visible, for the central duet.',
        ],
      },
      {
        type: 'gallery',
        images: [
          'article/heels-and-desire-dance/2',
          'article/heels-and-desire-dance/3',
          'article/heels-and-desire-dance/4',
        ],
        caption: 'Rehearsal, first night, second night.',
      },
      { type: 'h2', text: 'Two nights, seven minutes' },
      {
        type: 'p',
        text: 'The film was shot in long takes with a camera that stays low and wide, so that the feet are never separated from the bodies they carry. There is no cut in the central duet: two and a half minutes of a single movement, repeated eleven times until the light, the music and the dancers agreed. The score, for piano and cello, was recorded live in the studio, and you can hear the heels in it — not as sound effects added afterwards, but as part of the rhythm.',
      },
      {
        type: 'p',
        text: 'It is hard to make a film about dancing shoes without thinking of The Red Shoes, the 1948 classic in which a ballerina cannot stop dancing. Our dancers, happily, could stop whenever they liked. At four in the morning on the second night, they did, and sat in a row along the wall, still in their heels, laughing about the last take. That is the image we kept for the final frame.',
      },
      { type: 'product', product: 'pumps/red', note: 'The red pumps worn by Inès Vallier throughout the film.' },
      {
        type: 'product',
        product: 'sandals/black',
        note: 'The black sandals of the central duet: fine straps, a padded footbed, the same 10 cm heel.',
      },
    ],
  },
  fr: {
    title: 'Talons et désir, version dansée : quatre danseuses sur dix centimètres',
    excerpt:
      'Le second chapitre de notre film appartient à la chorégraphe Inès Vallier et à trois danseuses, qui ont appris en trois semaines à danser avec le talon, et non malgré lui.',
    description:
      'Les coulisses de notre film dansé : quatre danseuses en talons de 10 cm, une chorégraphie d’Inès Vallier, deux nuits sur un plancher de danse parisien.',
    body: [
      {
        type: 'p',
        text: 'En février, nous présentions Talons et désir, un court métrage sur la façon dont on regarde un talon. Sa suite pose une autre question : que se passe-t-il lorsque le talon cesse d’être regardé et se met en mouvement ? Sept minutes durant, quatre danseuses évoluent dans nos escarpins et nos sandales, sur une chorégraphie d’Inès Vallier, filmées en deux nuits dans un studio de répétition du 11e arrondissement, sur un plancher de chêne suspendu.',
      },
      { type: 'h2', text: 'Une chorégraphie pour le talon' },
      {
        type: 'p',
        text: 'Danser en talons n’a rien de nouveau. Le tango l’a toujours fait ; le music-hall en a fait un spectacle ; et tout amateur de comédie musicale hollywoodienne connaît la vieille boutade selon laquelle Ginger Rogers faisait tout ce que faisait Fred Astaire, mais à reculons et en talons hauts. Plus près de nous, Pina Bausch faisait traverser la scène à ses danseuses en robes de satin et en talons dans Kontakthof, et changeait le claquement d’un pas en musique.',
      },
      {
        type: 'p',
        text: 'Formée à la danse classique avant de se tourner vers le contemporain, Inès Vallier cherchait autre chose : non pas une performance accomplie malgré le talon, mais une danse qui ne pourrait exister que grâce à lui. Un talon de 10 cm avance le centre de gravité et réduit la base sur laquelle le corps s’équilibre. Les tours se font plus lents, plus délibérés ; un équilibre sur un pied devient une négociation ; une jambe tendue gagne une ligne qui se prolonge bien au-delà de la pointe. Sa chorégraphie est construite à partir de ces contraintes, une à une.',
      },
      {
        type: 'image',
        image: 'article/heels-and-desire-dance/1',
        caption: 'Inès Vallier en escarpins rouges, lors de la deuxième nuit de tournage.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Trois semaines de répétitions' },
      {
        type: 'p',
        text: 'Chaque danseuse a été chaussée à la boutique de la rue de Tournon, dans sa pointure exacte – demi-pointures comprises –, puis a porté sa paire à chaque répétition, afin que l’agneau ait trois semaines pour se former à son pied. Les semelles de cuir ont été légèrement striées pour mieux accrocher le plancher verni. Le reste tient simplement à la façon dont nos souliers sont construits : le talon placé exactement sous le talon osseux, le cambrion d’acier qui permet au pied de monter sur l’avant-pied sans que le soulier plie, le coussin de latex qui amortit les réceptions.',
      },
      {
        type: 'quote',
        text: 'Au quatrième jour, les souliers ont cessé d’être un problème. Ensuite, ils sont devenus des partenaires.',
        cite: 'Inès Vallier, chorégraphe',
      },
      {
        type: 'p',
        text: 'Les quatre paires ont été choisies pour leur façon de se lire en mouvement, autant que pour leur couleur.',
      },
      {
        type: 'list',
        items: [
          'Les escarpins rouges, pour Inès elle-même : la couleur qui guide l’œil d’un bout à l’autre du plateau dans chaque plan large.',
          'Les escarpins noirs, pour la danseuse qui ouvre le film seule, presque en ombre chinoise.',
          'Les escarpins nude, qui se fondent dans la ligne de la jambe et rendent le corps interminable.',
          'Les sandales noires, dont les fines brides laissent voir la cambrure, pour le duo central.',
        ],
      },
      {
        type: 'gallery',
        images: [
          'article/heels-and-desire-dance/2',
          'article/heels-and-desire-dance/3',
          'article/heels-and-desire-dance/4',
        ],
        caption: 'La répétition, la première nuit, la seconde.',
      },
      { type: 'h2', text: 'Deux nuits, sept minutes' },
      {
        type: 'p',
        text: 'Le film a été tourné en plans-séquences, caméra basse et large, pour que les pieds ne soient jamais séparés des corps qu’ils portent. Le duo central ne comporte aucune coupe : deux minutes et demie d’un seul mouvement, reprises onze fois, jusqu’à ce que la lumière, la musique et les danseuses tombent d’accord. La partition, pour piano et violoncelle, a été enregistrée en direct dans le studio, et l’on y entend les talons – non comme des bruitages ajoutés après coup, mais comme une part du rythme.',
      },
      {
        type: 'p',
        text: 'Difficile de filmer des souliers qui dansent sans penser aux Chaussons rouges, le classique de 1948 dont l’héroïne ne peut plus s’arrêter de danser. Nos danseuses, heureusement, pouvaient s’arrêter quand elles le voulaient. À quatre heures du matin, la seconde nuit, elles l’ont fait, et se sont assises en rang le long du mur, toujours en talons, riant de la dernière prise. C’est cette image que nous avons gardée pour le plan final.',
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'Les escarpins rouges portés par Inès Vallier tout au long du film.',
      },
      {
        type: 'product',
        product: 'sandals/black',
        note: 'Les sandales noires du duo central : brides fines, semelle rembourrée, même talon de 10 cm.',
      },
    ],
  },
}
