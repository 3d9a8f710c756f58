import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'paris-nightclub-dress-code',
  date: '2026-09-25',
  author: 'Juliette Barral',
  cover: 'article/paris-nightclub-dress-code/cover',
  relatedProducts: ['ankle-boots/black', 'pumps/red', 'sneakers/black'],
  en: {
    title: 'After Dark: Dressing for a Paris Night, from the Door to the Dance Floor',
    excerpt:
      'Paris clubs rarely write down a dress code, but the door still decides. What to wear for a night out in the city, and above all what to put on your feet.',
    description:
      'Dressing for Paris nightlife: the unwritten rules at the door, and which heels to wear for a cocktail bar, a vaulted cellar club or a barge on the Seine.',
    body: [
      {
        type: 'p',
        text: 'You will look in vain for a dress code on the door of most Paris clubs. There is no list of rules, no sign forbidding this or that. There is the physio, as Parisians call the person who decides, in a few seconds, who goes in and who does not. What that person reads is not price or brand but coherence: an outfit that looks chosen, worn with ease, by someone who seems to know where she is going. And, more often than people admit, the eye goes first to the feet.',
      },
      { type: 'h2', text: 'The door' },
      {
        type: 'p',
        text: 'The unwritten rule is simple: look as though you made an effort, but not as though it cost you anything. A perfect outfit worn stiffly fails; something simple worn with conviction succeeds. Black remains the city’s safest answer after dark, not because it is fashionable but because it lets one element speak. Let that element be the shoe.',
      },
      {
        type: 'p',
        text: 'There is a practical side, too. A Paris night is a long physical event: stone stairs down into vaulted cellars, concrete dance floors, the metal gangway of a barge, cobbles at four in the morning. A heel worn out at midnight ruins the rest of the evening. Choose a pair you have already worn in, and that you trust.',
      },
      {
        type: 'image',
        image: 'article/paris-nightclub-dress-code/1',
        caption: 'Rue des Martyrs, towards midnight: the evening has only just begun.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Three nights, three pairs' },
      { type: 'h3', text: 'A cocktail bar in Pigalle' },
      {
        type: 'p',
        text: 'Between rue Frochot and rue Henry-Monnier, the bars of South Pigalle are small, dim and loud, and you will mostly be standing. This is the night for red pumps: with black tailored trousers and a silk shirt, they are the only colour in the room, and they look as good at the bar as on the way up the hill afterwards.',
      },
      { type: 'h3', text: 'A club in a vaulted cellar' },
      {
        type: 'p',
        text: 'The dance floors of the Latin Quarter and the Marais are often below street level, reached by steep, worn steps. Here we would choose the black ankle boots. They hold the ankle, they can take hours of dancing, and their 10 cm heel, set directly beneath the heel bone, keeps you upright on uneven stone. Wear them with a short dress and bare legs, or with leather trousers.',
      },
      { type: 'h3', text: 'A barge on the Seine' },
      {
        type: 'p',
        text: 'On summer nights, the barges moored at the port de la Gare in the 13th arrondissement open their decks to the river. For these, black sandals: light, cool, their fine straps holding the foot securely on the gangway. A linen dress, a cotton jacket for when the air cools off the water, and nothing more.',
      },
      {
        type: 'quote',
        text: 'A night out is a long walk with music.',
        cite: 'Sabine Delorme, founder of Maison Sabine',
      },
      {
        type: 'gallery',
        images: [
          'article/paris-nightclub-dress-code/2',
          'article/paris-nightclub-dress-code/3',
          'article/paris-nightclub-dress-code/4',
        ],
        caption: 'Pigalle, a vaulted cellar, the port de la Gare.',
      },
      { type: 'h2', text: 'A few practicalities' },
      {
        type: 'list',
        items: [
          'Wear a new pair at home for a few evenings before taking it out; lambskin softens quickly, but it needs those first hours.',
          'A rubber top lift grips on wet floors and spilled drinks. When it wears down, have it replaced rather than dancing on the heel itself.',
          'The metro runs until around a quarter past two on Friday and Saturday nights; after that, the Noctilien night buses take over. Plan your route home before you leave.',
          'If you know you will walk far at dawn, slip a pair of flat sneakers into your bag. There is no shame in it, only good sense.',
        ],
      },
      {
        type: 'product',
        product: 'ankle-boots/black',
        note: 'The black ankle boots: a secure ankle and a 10 cm heel for a long night on any floor.',
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'The red pumps, for a bar where you want to be the only colour in the room.',
      },
      { type: 'h2', text: 'The walk home' },
      {
        type: 'p',
        text: 'Every good Paris night ends the same way, on foot, as the sky turns grey over the rooftops and the first bakeries light up. Some women take their heels off and walk barefoot along the quays. We would rather you did not need to. It is, in a sense, what we make our shoes for: not the entrance, which lasts a few seconds, but everything that comes after.',
      },
    ],
  },
  fr: {
    title: 'La nuit parisienne : s’habiller pour sortir, de la porte à la piste',
    excerpt:
      'Les clubs parisiens affichent rarement un dress code, mais c’est toujours la porte qui décide. Que porter pour sortir à Paris – et surtout, à quels pieds ?',
    description:
      'S’habiller pour la nuit parisienne : les règles tacites de la porte, et quels talons choisir pour un bar à cocktails, un club en cave voûtée ou une péniche.',
    body: [
      {
        type: 'p',
        text: 'Inutile de chercher un dress code à l’entrée de la plupart des clubs parisiens. Pas de règlement affiché, pas d’écriteau qui interdise ceci ou cela. Il y a le physio, celui ou celle qui décide en quelques secondes qui entre et qui reste dehors. Ce qu’il lit, ce n’est ni le prix ni la marque, mais la cohérence : une tenue qui a l’air choisie, portée avec aisance, par quelqu’un qui semble savoir où il va. Et, plus souvent qu’on ne l’admet, le regard se pose d’abord sur les pieds.',
      },
      { type: 'h2', text: 'La porte' },
      {
        type: 'p',
        text: 'La règle tacite est simple : avoir l’air d’avoir fait un effort, sans que cet effort se voie. Une tenue parfaite portée avec raideur échoue ; une tenue simple portée avec conviction passe. Le noir reste la réponse la plus sûre de la ville une fois la nuit tombée – non par mode, mais parce qu’il laisse parler un seul élément. Que cet élément soit le soulier.',
      },
      {
        type: 'p',
        text: 'Il y a aussi l’aspect pratique. Une nuit parisienne est une longue épreuve physique : escaliers de pierre qui descendent vers des caves voûtées, pistes en béton, passerelle métallique d’une péniche, pavés à quatre heures du matin. Un talon qui vous lâche à minuit gâche tout le reste de la soirée. Choisissez une paire déjà faite à votre pied, et à laquelle vous faites confiance.',
      },
      {
        type: 'image',
        image: 'article/paris-nightclub-dress-code/1',
        caption: 'Rue des Martyrs, vers minuit : la soirée ne fait que commencer.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Trois soirées, trois paires' },
      { type: 'h3', text: 'Un bar à cocktails à Pigalle' },
      {
        type: 'p',
        text: 'Entre la rue Frochot et la rue Henry-Monnier, les bars de SoPi sont petits, sombres et bruyants, et l’on y passe l’essentiel du temps debout. C’est le soir des escarpins rouges : avec un pantalon noir bien coupé et une chemise de soie, ils sont la seule couleur de la salle, et ils sont aussi beaux au comptoir que dans la montée, en sortant.',
      },
      { type: 'h3', text: 'Un club en cave voûtée' },
      {
        type: 'p',
        text: 'Au Quartier latin comme dans le Marais, les pistes de danse se trouvent souvent sous le niveau de la rue, au bas de marches raides et usées. Ici, nous choisirions les bottines noires. Elles tiennent la cheville, supportent des heures de danse, et leur talon de 10 cm, placé exactement sous le talon osseux, vous garde bien droite sur une pierre inégale. Avec une robe courte et jambes nues, ou avec un pantalon de cuir.',
      },
      { type: 'h3', text: 'Une péniche sur la Seine' },
      {
        type: 'p',
        text: 'Les soirs d’été, les péniches amarrées au port de la Gare, dans le 13e arrondissement, ouvrent leurs ponts sur le fleuve. Pour elles, les sandales noires : légères, fraîches, leurs fines brides tiennent le pied bien en place sur la passerelle. Une robe de lin, une veste de coton pour quand l’air fraîchit au-dessus de l’eau, et rien de plus.',
      },
      {
        type: 'quote',
        text: 'Une soirée, c’est une longue promenade en musique.',
        cite: 'Sabine Delorme, fondatrice de Maison Sabine',
      },
      {
        type: 'gallery',
        images: [
          'article/paris-nightclub-dress-code/2',
          'article/paris-nightclub-dress-code/3',
          'article/paris-nightclub-dress-code/4',
        ],
        caption: 'Pigalle, une cave voûtée, le port de la Gare.',
      },
      { type: 'h2', text: 'Quelques conseils pratiques' },
      {
        type: 'list',
        items: [
          'Portez une paire neuve quelques soirs à la maison avant de sortir avec : l’agneau s’assouplit vite, mais il a besoin de ces premières heures.',
          'Un bout de talon en gomme accroche sur les sols mouillés et les verres renversés. Quand il s’use, faites-le remplacer plutôt que de danser sur le talon lui-même.',
          'Le métro circule jusque vers deux heures et quart les nuits du vendredi et du samedi ; ensuite, les bus Noctilien prennent le relais. Prévoyez votre retour avant de partir.',
          'Si vous savez que vous marcherez longtemps à l’aube, glissez une paire de baskets dans votre sac. Il n’y a là aucune honte, seulement du bon sens.',
        ],
      },
      {
        type: 'product',
        product: 'ankle-boots/black',
        note: 'Les bottines noires : une cheville bien tenue et un talon de 10 cm pour une longue nuit, sur tous les sols.',
      },
      {
        type: 'product',
        product: 'pumps/red',
        note: 'Les escarpins rouges, pour un bar où l’on veut être la seule couleur de la salle.',
      },
      { type: 'h2', text: 'Le retour à pied' },
      {
        type: 'p',
        text: 'Toute belle nuit parisienne finit de la même façon : à pied, quand le ciel pâlit au-dessus des toits et que s’allument les premières boulangeries. Certaines retirent leurs talons et longent les quais pieds nus. Nous préférerions que vous n’en ayez pas besoin. C’est, au fond, pour cela que nous faisons nos souliers : non pour l’entrée, qui dure quelques secondes, mais pour tout ce qui vient après.',
      },
    ],
  },
}
