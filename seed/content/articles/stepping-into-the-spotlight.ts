import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'stepping-into-the-spotlight',
  date: '2025-12-03',
  author: 'Léa Morel',
  cover: 'article/stepping-into-the-spotlight/cover',
  relatedProducts: ['pumps/black', 'pumps/red', 'boots/burgundy'],
  en: {
    title: 'Stepping into the Spotlight: a Season Backstage in Paris',
    excerpt:
      'Four of our pairs joined the cast of a Feydeau farce this winter. We followed them from the first fitting to opening night, through the pass door and into the wings.',
    description:
      'Backstage at a Paris theatre: how our lambskin pumps and boots on a 10 cm heel handle raked stages, quick changes and eight shows a week.',
    body: [
      {
        type: 'p',
        text: 'A pair of shoes in a shop window is a promise. A pair of shoes on a stage has to keep it eight times a week. This winter, four of our pairs joined the cast of a new production of Georges Feydeau’s La Dame de chez Maxim, in a theatre just off the Grands Boulevards, and we were given the rare privilege of following them from the first fitting to opening night — through the pass door, down the narrow stairs and into the wings.',
      },
      { type: 'h2', text: 'A farce is an athletic event' },
      {
        type: 'p',
        text: 'Anyone who has seen Feydeau knows the rhythm: doors that slam, entrances that miss each other by a second, a heroine who must cross the stage at a run and stop dead on her mark. The costume designer, Agathe Roussel, had dressed the production in the Paris of 1899, seen through the sharper shoulders of today. What she needed on the feet was a heel that would look unmistakably elegant from the back of the balcony, and would never betray an actress in the middle of a chase.',
      },
      {
        type: 'p',
        text: 'She came to the boutique on rue de Tournon in September with a folder of sketches and the cast’s measurements. The choice narrowed quickly: black pumps for the title role, red pumps for a rival who never enters quietly, burgundy boots for the act set in the provinces, and a second pair of black pumps kept in the wings as a kind of understudy.',
      },
      {
        type: 'quote',
        text: 'From row twenty you cannot see the stitching. You see a line, and whether the woman standing on it believes in it.',
        cite: 'Agathe Roussel, costume designer',
      },
      {
        type: 'image',
        image: 'article/stepping-into-the-spotlight/1',
        caption: 'The red pumps in the wings, between two entrances.',
        fullBleed: true,
      },
      { type: 'h2', text: 'What the stage asks of a shoe' },
      {
        type: 'p',
        text: 'A theatre floor is nothing like a pavement. It is painted, repainted between productions, and in many of the older Paris houses it slopes gently towards the audience so that the actors upstage can still be seen. A 10 cm heel on a raked stage tips the weight forward twice over. Our heel is set directly beneath the heel bone for exactly this kind of demand, and the lambskin uppers, which mould to the foot within days, did the rest. The only change was a thin layer of rubber, applied by the theatre’s cobbler to each leather sole, to grip the painted boards.',
      },
      {
        type: 'p',
        text: 'The real test was the quick change. In the second act, the lead has forty seconds to leave as one woman and come back as another. Her dresser, waiting in the dark with a small torch, set the pumps side by side on the floor, toes pointing towards the stage, so that she could step into them without looking down. They rehearsed it thirty times. On opening night it took thirty-one seconds.',
      },
      {
        type: 'imagePair',
        images: ['article/stepping-into-the-spotlight/2', 'article/stepping-into-the-spotlight/3'],
        caption: 'The dressing room half an hour before curtain; the burgundy boots waiting by the quick-change rail.',
      },
      { type: 'h2', text: 'Opening night' },
      {
        type: 'p',
        text: 'French theatre is full of small rituals, and backstage you learn them fast. You never wish anyone good luck; you say merde, and nobody answers thank you. Legend has it that green brings misfortune on stage, so there was none in sight — not a thread of it. And just before the curtain, the stage manager struck the boards with the brigadier, the wooden staff that gives the French theatre its three knocks, after a rapid roll of smaller ones. Standing in the wings, you feel them through the soles of your shoes.',
      },
      {
        type: 'p',
        text: 'We watched from the side, half hidden behind a flat, as the black pumps crossed the stage in the first scene and stopped, precisely, on a strip of white tape. It is a small thing. It is also what a heel is for: to carry a woman exactly where she means to go, and hold her there while the whole room looks.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'The black pumps of the title role: Italian lambskin, a 10 cm heel, eight shows a week.',
      },
      { type: 'product', product: 'boots/burgundy', note: 'The burgundy boots, worn for the provincial act.' },
      {
        type: 'p',
        text: 'The production runs until the end of the winter. When it closes, the pairs will come back to us, scuffed at the toes and shaped a little by the women who wore them, and we will keep them in the studio above the boutique — not as trophies, but as proof that a shoe made to be looked at can also work for a living.',
      },
    ],
  },
  fr: {
    title: 'Sous les projecteurs : une saison dans les coulisses d’un théâtre parisien',
    excerpt:
      'Quatre de nos paires ont rejoint cet hiver la distribution d’un Feydeau. Nous les avons suivies du premier essayage à la première, jusque dans les coulisses.',
    description:
      'Dans les coulisses d’un théâtre parisien : nos escarpins et bottes en agneau, talon de 10 cm, face aux plateaux en pente et aux changements rapides.',
    body: [
      {
        type: 'p',
        text: 'En vitrine, une paire de souliers est une promesse. Sur scène, elle doit la tenir huit fois par semaine. Cet hiver, quatre de nos paires ont rejoint la distribution d’une nouvelle mise en scène de La Dame de chez Maxim, de Georges Feydeau, dans un théâtre à deux pas des Grands Boulevards. Nous avons eu le rare privilège de les suivre du premier essayage jusqu’au soir de la première – par la porte de communication, l’escalier étroit, et jusque dans les coulisses.',
      },
      { type: 'h2', text: 'Le vaudeville, un sport de haut niveau' },
      {
        type: 'p',
        text: 'Qui a vu du Feydeau en connaît la mécanique : les portes qui claquent, les entrées qui se manquent d’une seconde, l’héroïne qui traverse le plateau en courant et s’arrête net sur sa marque. La costumière, Agathe Roussel, avait habillé la pièce dans le Paris de 1899, revu à travers les épaules plus nettes d’aujourd’hui. Aux pieds, il lui fallait un talon d’une élégance indiscutable vu du dernier balcon, et qui ne trahirait jamais une comédienne en pleine course-poursuite.',
      },
      {
        type: 'p',
        text: 'Elle est venue à la boutique de la rue de Tournon en septembre, un carton de croquis sous le bras et les mesures de la troupe en poche. Le choix s’est vite resserré : des escarpins noirs pour le rôle-titre, des escarpins rouges pour une rivale qui n’entre jamais discrètement, des bottes bordeaux pour l’acte qui se joue en province, et une seconde paire d’escarpins noirs gardée en coulisse, comme une doublure.',
      },
      {
        type: 'quote',
        text: 'Du vingtième rang, on ne voit pas les coutures. On voit une ligne, et si la femme qui se tient dessus y croit.',
        cite: 'Agathe Roussel, costumière',
      },
      {
        type: 'image',
        image: 'article/stepping-into-the-spotlight/1',
        caption: 'Les escarpins rouges en coulisse, entre deux entrées.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Ce que la scène exige d’un soulier' },
      {
        type: 'p',
        text: 'Un plateau de théâtre n’a rien d’un trottoir. Il est peint, repeint d’une production à l’autre et, dans bien des salles anciennes de Paris, il descend en pente douce vers le public, pour que l’on voie encore les comédiens au lointain. Sur un plateau incliné, un talon de 10 cm porte doublement le poids vers l’avant. Notre talon est placé exactement sous l’os du talon, précisément pour ce genre d’épreuve, et l’agneau, qui épouse le pied en quelques jours, a fait le reste. Seule concession : une fine couche de gomme, posée par le cordonnier du théâtre sous chaque semelle de cuir, pour accrocher les planches peintes.',
      },
      {
        type: 'p',
        text: 'La véritable épreuve, c’était le changement rapide. Au deuxième acte, la comédienne principale dispose de quarante secondes pour sortir en étant une femme et revenir en étant une autre. Son habilleuse, postée dans le noir avec une petite lampe de poche, posait les escarpins côte à côte sur le sol, la pointe tournée vers la scène, pour qu’elle puisse s’y glisser sans baisser les yeux. Elles l’ont répété trente fois. Le soir de la première, il a fallu trente et une secondes.',
      },
      {
        type: 'imagePair',
        images: ['article/stepping-into-the-spotlight/2', 'article/stepping-into-the-spotlight/3'],
        caption:
          'La loge, une demi-heure avant le lever du rideau ; les bottes bordeaux près du portant des changements rapides.',
      },
      { type: 'h2', text: 'Le soir de la première' },
      {
        type: 'p',
        text: 'Le théâtre français regorge de petits rites, et en coulisse on les apprend vite. On ne souhaite jamais bonne chance : on dit « merde », et personne ne répond merci. La légende veut que le vert porte malheur sur scène ; il n’y en avait donc nulle part, pas même un fil. Et juste avant le lever du rideau, le régisseur a frappé le plancher avec le brigadier, ce bâton de bois qui donne au théâtre français ses trois coups, après un roulement de coups plus brefs. Depuis les coulisses, on les sent monter à travers les semelles.',
      },
      {
        type: 'p',
        text: 'Depuis la coulisse, à moitié cachés derrière un châssis de décor, nous avons vu les escarpins noirs traverser le plateau dès la première scène et s’arrêter, exactement, sur un bout de scotch blanc. C’est peu de chose. C’est aussi ce à quoi sert un talon : conduire une femme exactement là où elle veut aller, et l’y tenir pendant que toute la salle la regarde.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'Les escarpins noirs du rôle-titre : agneau italien, talon de 10 cm, huit représentations par semaine.',
      },
      { type: 'product', product: 'boots/burgundy', note: 'Les bottes bordeaux, portées pour l’acte en province.' },
      {
        type: 'p',
        text: 'La pièce se joue jusqu’à la fin de l’hiver. À la dernière, les paires nous reviendront, éraflées à la pointe et un peu façonnées par celles qui les ont portées. Nous les garderons dans le studio, au-dessus de la boutique – non comme des trophées, mais comme la preuve qu’un soulier fait pour être regardé sait aussi gagner sa vie.',
      },
    ],
  },
}
