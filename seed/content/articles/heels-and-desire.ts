import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'heels-and-desire',
  date: '2025-02-14',
  author: 'Juliette Barral',
  cover: 'article/heels-and-desire/cover',
  relatedProducts: ['pumps/red', 'boots/black', 'gloves'],
  en: {
    title: 'Heels and Desire: a Short History of a Long Look',
    excerpt:
      'From the red heels of Versailles to Truffaut’s legs and Buñuel’s boots: how the heel became an object of desire, and who is doing the desiring now.',
    description:
      'From Versailles to Fragonard, Truffaut and Buñuel: how the high heel became an emblem of desire in art and cinema, and how the gaze has turned.',
    body: [
      {
        type: 'p',
        text: 'It is a strange fate for an object designed to be walked in. Of everything we wear, the shoe is the lowest, the most practical, the most likely to be scuffed by a kerb. And yet few objects have been looked at with such intensity, painted with such care or filmed with such devotion as the high heel. On Saint Valentine’s Day, it seems a fair moment to ask how a shoe became a figure of desire, and whose desire it is.',
      },
      { type: 'h2', text: 'Versailles: the heel as privilege' },
      {
        type: 'p',
        text: 'The first heels to be coveted in France were worn by men. In Hyacinthe Rigaud’s 1701 portrait of Louis XIV, now in the Louvre, the ageing king displays his legs in white silk stockings and shoes with bright red heels, a colour the court came to treat as a privilege of rank. To be a “talon rouge” was to belong. The desire at work here is not yet erotic; it is the desire for height, for distinction, for the right to be seen standing above the rest.',
      },
      { type: 'h2', text: 'The painters’ slipper' },
      {
        type: 'p',
        text: 'By the eighteenth century the shoe had changed sides, and painters knew exactly what it could say. In Fragonard’s The Swing, a young woman in pink silk flies upwards in a leafy garden while a lover hides in the roses below; at the top of her arc, she kicks off her small pink slipper, which sails off into the air. The whole painting turns on that single gesture. A century later, Manet’s Olympia lies on her bed wearing almost nothing at all — a ribbon, a bracelet, and a mule that she has not quite bothered to keep on both feet. Everything else is bare; the shoe is what makes her dressed, and what makes her undressed.',
      },
      {
        type: 'p',
        text: 'In the 1950s, a young commercial artist named Andy Warhol drew shoes for the advertisements of the New York shoemaker I. Miller, and decades later he returned to them in his Diamond Dust Shoes, scattering glittering dust over rows of heels as if they were relics. The heel, by then, had become an image in its own right.',
      },
      {
        type: 'image',
        image: 'article/heels-and-desire/1',
        caption: 'A red pump in the half-light: the object painters and film-makers have never stopped looking at.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Cinema: the camera at ankle height' },
      {
        type: 'p',
        text: 'Film brought the camera down to the floor. In Luis Buñuel’s Diary of a Chambermaid (1964), Jeanne Moreau’s Célestine is hired by a household where the old master asks her to put on a pair of boots he keeps for the purpose; Buñuel films the lacing with a slowness that says everything. In François Truffaut’s The Man Who Loved Women (1977), Charles Denner’s Bertrand Morane follows women through the streets of Montpellier by the sound and sight of their steps, and offers the film’s most quoted line.',
      },
      {
        type: 'quote',
        text: 'Women’s legs are compasses that measure the globe in every direction, giving it its balance and its harmony.',
        cite: 'François Truffaut, The Man Who Loved Women (1977)',
      },
      {
        type: 'imagePair',
        images: ['article/heels-and-desire/2', 'article/heels-and-desire/3'],
        caption: 'Two frames from our own short film, shot around Saint-Sulpice this winter.',
      },
      { type: 'h2', text: 'Whose desire?' },
      {
        type: 'p',
        text: 'It is hard to miss who is holding the brush and the camera in almost all of these works. The heel in art has long been an object looked at by men, on the feet of women who were asked to be looked at. But look again at Fragonard’s swing: the only person in that painting who actually does anything is the woman. The kick is hers. The slipper flies because she chooses to send it flying.',
      },
      {
        type: 'p',
        text: 'That is the reading we prefer. Desire, in a heel, belongs first to the woman wearing it: the desire to stand taller, to walk more slowly, to feel the precise grip of lambskin around the instep, to be seen, or simply to please herself. The look from outside may follow, or not. It is no longer the point.',
      },
      {
        type: 'p',
        text: 'We have tried to put that idea on film. Our short film, Heels and Desire, released today, was shot over three winter nights in the boutique on rue de Tournon and the streets around it. The camera stays at ankle height, as Truffaut’s did, but it follows the women at their own pace and turns away whenever they decide it should. A second chapter, danced, is already in rehearsal.',
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'The red pump, heir to a long history of red heels, on our 10 cm line.',
      },
      { type: 'product', product: 'boots/black', note: 'The black boots, for those who prefer Buñuel to Fragonard.' },
    ],
  },
  fr: {
    title: 'Talons et désir : brève histoire d’un long regard',
    excerpt:
      'Des talons rouges de Versailles aux jambes de Truffaut et aux bottines de Buñuel : comment le talon est devenu objet de désir, et qui désire aujourd’hui.',
    description:
      'De Versailles à Fragonard, Truffaut et Buñuel : comment le talon haut est devenu un emblème du désir dans l’art et le cinéma, et comment le regard a changé.',
    body: [
      {
        type: 'p',
        text: 'Drôle de destin pour un objet conçu pour marcher. De tout ce que nous portons, le soulier est ce qu’il y a de plus bas, de plus pratique, de plus exposé aux éraflures d’un trottoir. Et pourtant, peu d’objets ont été regardés avec une telle intensité, peints avec un tel soin, filmés avec une telle dévotion que le talon haut. En ce jour de la Saint-Valentin, la question vaut d’être posée : comment un soulier est-il devenu une figure du désir – et de quel désir s’agit-il ?',
      },
      { type: 'h2', text: 'Versailles : le talon comme privilège' },
      {
        type: 'p',
        text: 'En France, les premiers talons convoités furent ceux des hommes. Sur le portrait de Louis XIV peint par Hyacinthe Rigaud en 1701, aujourd’hui au Louvre, le roi vieillissant montre ses jambes gainées de soie blanche et des souliers aux talons d’un rouge vif, couleur que la cour finit par tenir pour un privilège de rang. Être un « talon rouge », c’était en être. Le désir, ici, n’a encore rien d’érotique : c’est celui de la hauteur, de la distinction, du droit de se tenir au-dessus des autres.',
      },
      { type: 'h2', text: 'La mule des peintres' },
      {
        type: 'p',
        text: 'Au XVIIIe siècle, le soulier a changé de pied, et les peintres savent exactement ce qu’il peut dire. Dans Les Hasards heureux de l’escarpolette de Fragonard, une jeune femme en soie rose s’envole au-dessus d’un jardin touffu tandis qu’un amant se cache dans les rosiers ; au sommet de sa course, elle envoie valser sa petite mule rose, qui file dans les airs. Tout le tableau tient dans ce geste. Un siècle plus tard, l’Olympia de Manet s’étend sur son lit presque entièrement nue – un ruban, un bracelet, et une mule qu’elle n’a pas pris la peine de garder aux deux pieds. Tout le reste est découvert ; c’est le soulier qui l’habille, et c’est lui qui la déshabille.',
      },
      {
        type: 'p',
        text: 'Dans les années 1950, un jeune illustrateur publicitaire nommé Andy Warhol dessine des souliers pour les réclames du chausseur new-yorkais I. Miller ; des décennies plus tard, il y revient avec ses Diamond Dust Shoes, saupoudrant des rangées de talons d’une poussière scintillante, comme des reliques. Le talon est désormais une image à part entière.',
      },
      {
        type: 'image',
        image: 'article/heels-and-desire/1',
        caption:
          'Un escarpin rouge dans la pénombre : l’objet que peintres et cinéastes n’ont jamais cessé de regarder.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Le cinéma, caméra à hauteur de cheville' },
      {
        type: 'p',
        text: 'Le cinéma a posé la caméra au ras du sol. Dans Le Journal d’une femme de chambre de Luis Buñuel (1964), la Célestine de Jeanne Moreau entre au service d’une maison dont le vieux maître lui demande d’enfiler des bottines qu’il garde à cet effet ; Buñuel filme le laçage avec une lenteur qui dit tout. Dans L’Homme qui aimait les femmes de François Truffaut (1977), le Bertrand Morane de Charles Denner suit les femmes dans les rues de Montpellier au bruit et au spectacle de leurs pas, et prononce la réplique la plus célèbre du film.',
      },
      {
        type: 'quote',
        text: 'Les jambes des femmes sont des compas qui arpentent le globe terrestre en tous sens, lui donnant son équilibre et son harmonie.',
        cite: 'François Truffaut, L’Homme qui aimait les femmes (1977)',
      },
      {
        type: 'imagePair',
        images: ['article/heels-and-desire/2', 'article/heels-and-desire/3'],
        caption: 'Deux images de notre court métrage, tourné cet hiver autour de Saint-Sulpice.',
      },
      { type: 'h2', text: 'Le désir de qui ?' },
      {
        type: 'p',
        text: 'Difficile de ne pas remarquer qui tient le pinceau et la caméra dans presque toutes ces œuvres. Le talon, dans l’art, a longtemps été un objet regardé par des hommes, aux pieds de femmes priées de se laisser regarder. Mais revoyez l’escarpolette de Fragonard : la seule à agir, dans ce tableau, c’est la jeune femme. Le coup de pied est le sien. La mule s’envole parce qu’elle a décidé de l’envoyer en l’air.',
      },
      {
        type: 'p',
        text: 'C’est la lecture que nous préférons. Le désir, dans un talon, appartient d’abord à celle qui le porte : le désir de se grandir, de ralentir le pas, de sentir l’agneau épouser précisément le cou-de-pied, d’être vue, ou simplement de se faire plaisir. Le regard extérieur suivra peut-être, ou pas. Ce n’est plus la question.',
      },
      {
        type: 'p',
        text: 'Nous avons tenté de mettre cette idée en images. Notre court métrage, Talons et désir, dévoilé aujourd’hui, a été tourné en trois nuits d’hiver dans la boutique de la rue de Tournon et les rues alentour. La caméra reste à hauteur de cheville, comme chez Truffaut, mais elle suit les femmes à leur rythme, et se détourne dès qu’elles le décident. Un second chapitre, dansé celui-là, est déjà en répétition.',
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'L’escarpin rouge, héritier d’une longue histoire de talons rouges, sur notre ligne de 10 cm.',
      },
      {
        type: 'product',
        product: 'boots/black',
        note: 'Les bottes noires, pour celles qui préfèrent Buñuel à Fragonard.',
      },
    ],
  },
}
