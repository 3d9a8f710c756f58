import type { ArticleSeed } from '../types'

export const article: ArticleSeed = {
  slug: 'why-wear-heels',
  date: '2024-04-09',
  author: 'Inès Fontaine',
  cover: 'article/why-wear-heels/cover',
  relatedProducts: ['pumps/black', 'pumps/nude', 'ankle-boots/black'],
  en: {
    title: 'Why Wear Heels? Posture, Presence, Pleasure',
    excerpt:
      'Nobody needs a 10 cm heel. Many women choose one anyway — for the way it changes how they stand, enter a room and feel in their own body.',
    description:
      'Why women still choose a 10 cm heel: posture, presence and pleasure — and the engineering that makes a heel comfortable enough to walk Paris in.',
    body: [
      {
        type: 'p',
        text: 'Let us begin with an admission: nobody needs a high heel. Flat shoes will get you to the office, up the stairs of the metro and across the Jardin du Luxembourg just as well. And yet, every morning in Paris, women who have every flat shoe they could want reach instead for ten centimetres. They are not confused, and they are not obeying anyone. They have reasons, and those reasons deserve to be taken seriously.',
      },
      { type: 'h2', text: 'Posture: standing differently' },
      {
        type: 'p',
        text: 'A heel changes the geometry of the body before it changes anything else. Raise the heel and the weight shifts forward; to stay upright, the body lengthens. The spine straightens, the shoulders draw back, the chin lifts by a degree or two. The leg, seen from the side, gains a longer line from hip to toe. None of this is an illusion produced by height alone: it is a real adjustment of the whole frame, made in a fraction of a second, and it is the first thing women describe when they talk about heels.',
      },
      {
        type: 'p',
        text: 'It is also the reason a heel has to be built with care. A posture that feels poised for five minutes can become a strain over five hours if the shoe fights the foot instead of supporting it. That is why, at Maison Sabine, we settled on a single height and have spent years refining it, rather than spreading our attention across a dozen.',
      },
      {
        type: 'image',
        image: 'article/why-wear-heels/1',
        caption: 'Ten centimetres, seen from the side: a single line from heel to toe.',
        fullBleed: true,
      },
      { type: 'h2', text: 'Presence: entering a room' },
      {
        type: 'p',
        text: 'A heel has a sound. On the parquet of a Haussmannian apartment, on the stone floor of a gallery, on the polished tiles of a hotel lobby, it announces arrival with a small, precise rhythm. Some women love it; others find it too loud and soften it with a rubber top lift. Either way, it is part of what a heel does: it makes a woman audible, and so a little more present.',
      },
      {
        type: 'p',
        text: 'There is a visual presence, too. A heel slows the walk slightly, shortens the stride, makes each step more deliberate. It is hard to rush in ten centimetres, and that unhurried pace reads, to others, as self-possession. Many of the women we dress speak of heels less as decoration than as a kind of punctuation: a way of marking that this meeting, this dinner, this evening matters.',
      },
      { type: 'quote', text: 'Elegance is a way of walking.', cite: 'Sabine Delorme, founder of Maison Sabine' },
      { type: 'h2', text: 'Pleasure: a private matter' },
      {
        type: 'p',
        text: 'And then there is pleasure, which is harder to explain and more important than the rest. The pleasure of a beautifully made object on the body: the close fit of the lambskin around the heel, the arch of the instep, the slight tension of a leg that knows it is being carried somewhere. It is a pleasure that needs no witness. Plenty of women put on heels to work alone at home, or to walk to the bakery on a Sunday morning, simply because they feel more like themselves in them.',
      },
      {
        type: 'gallery',
        images: ['article/why-wear-heels/2', 'article/why-wear-heels/3', 'article/why-wear-heels/4'],
        caption: 'Three mornings, three walks across the 6th arrondissement, one height.',
      },
      { type: 'h2', text: 'The engineering behind the ease' },
      {
        type: 'p',
        text: 'None of these reasons survives a shoe that hurts. Comfort in a high heel is not a matter of luck but of construction, and ours is worked out with Lucia Marcantoni and her team in the Marche, pair after pair.',
      },
      {
        type: 'list',
        items: [
          'A pitch that descends gradually through the arch rather than plunging, on a last with a slightly wider forepart, so the ball of the foot rests flat.',
          'A heel set directly beneath the centre of the heel bone, so the weight travels straight down instead of tipping the body forward.',
          'A tempered steel shank that keeps the arch from sagging and lets the shoe flex only where the foot does.',
          'About 4 mm of latex foam under the ball of the foot, a padded heel seat and a full lambskin lining with no hard seams underfoot.',
        ],
      },
      {
        type: 'p',
        text: 'Lucia likes to say that the secret of a comfortable 10 cm heel is patience, beginning with the 48 hours each shoe rests on its last before it is finished. We would add a second secret: trying the pair on, slowly, on the parquet and stone floors of our boutique on rue de Tournon, before deciding anything at all.',
      },
      { type: 'product', product: 'pumps/black', note: 'The purest expression of the 10 cm line, in black lambskin.' },
      {
        type: 'product',
        product: 'pumps/nude',
        note: 'The same construction in nude, which extends the leg without interrupting it.',
      },
    ],
  },
  fr: {
    title: 'Pourquoi des talons ? Allure, présence, plaisir',
    excerpt:
      'Personne n’a besoin d’un talon de 10 cm. Beaucoup de femmes le choisissent pourtant : pour leur façon de se tenir, d’entrer dans une pièce, d’habiter leur corps.',
    description:
      'Pourquoi choisir un talon de 10 cm : l’allure, la présence, le plaisir – et la construction qui permet de traverser Paris à pied, sans y penser.',
    body: [
      {
        type: 'p',
        text: 'Commençons par un aveu : personne n’a besoin de talons hauts. Des souliers plats vous mèneront tout aussi bien au bureau, en haut des escaliers du métro ou d’un bout à l’autre du jardin du Luxembourg. Et pourtant, chaque matin à Paris, des femmes qui possèdent toutes les ballerines du monde choisissent dix centimètres. Elles ne se trompent pas, et n’obéissent à personne. Elles ont leurs raisons, et ces raisons méritent d’être prises au sérieux.',
      },
      { type: 'h2', text: 'L’allure : se tenir autrement' },
      {
        type: 'p',
        text: 'Avant toute autre chose, le talon modifie la géométrie du corps. Le talon s’élève, le poids se déplace vers l’avant ; pour rester droit, le corps s’allonge. Le dos se redresse, les épaules s’effacent, le menton se relève d’un ou deux degrés. Vue de profil, la jambe gagne une ligne plus longue, de la hanche jusqu’au bout du pied. Rien là d’une illusion due à la seule hauteur : c’est un véritable réajustement de toute la silhouette, opéré en une fraction de seconde – et c’est la première chose que décrivent les femmes lorsqu’elles parlent de talons.',
      },
      {
        type: 'p',
        text: 'C’est aussi pour cela qu’un talon doit être construit avec soin. Une posture qui paraît gracieuse pendant cinq minutes peut devenir une épreuve au bout de cinq heures si le soulier contrarie le pied au lieu de le soutenir. Voilà pourquoi, chez Maison Sabine, nous nous en sommes tenus à une seule hauteur, que nous affinons depuis des années, plutôt que de nous disperser entre une douzaine.',
      },
      {
        type: 'image',
        image: 'article/why-wear-heels/1',
        caption: 'Dix centimètres, vus de profil : une seule ligne, du talon à la pointe.',
        fullBleed: true,
      },
      { type: 'h2', text: 'La présence : entrer dans une pièce' },
      {
        type: 'p',
        text: 'Un talon, cela s’entend. Sur le parquet d’un appartement haussmannien, sur le sol de pierre d’une galerie, sur le carrelage ciré d’un hall d’hôtel, il annonce une arrivée par un petit rythme précis. Certaines l’adorent ; d’autres le trouvent trop sonore et l’adoucissent d’un bout de talon en gomme. Quoi qu’il en soit, cela fait partie de ce que fait un talon : il rend une femme audible, donc un peu plus présente.',
      },
      {
        type: 'p',
        text: 'La présence est aussi visuelle. Le talon ralentit légèrement la marche, raccourcit la foulée, rend chaque pas plus délibéré. Difficile de courir sur dix centimètres, et cette allure sans hâte se lit, chez les autres, comme une forme d’assurance. Beaucoup des femmes que nous chaussons parlent du talon moins comme d’un ornement que comme d’une ponctuation : une façon de signifier que ce rendez-vous, ce dîner, cette soirée comptent.',
      },
      {
        type: 'quote',
        text: 'L’élégance est une manière de marcher.',
        cite: 'Sabine Delorme, fondatrice de Maison Sabine',
      },
      { type: 'h2', text: 'Le plaisir : une affaire intime' },
      {
        type: 'p',
        text: 'Reste le plaisir, plus difficile à expliquer et plus important que tout le reste. Le plaisir d’un bel objet porté à même le corps : l’agneau qui épouse le talon, la cambrure du cou-de-pied, la légère tension d’une jambe qui se sait portée quelque part. Un plaisir qui se passe de témoin. Bien des femmes mettent des talons pour travailler seules chez elles, ou pour aller chercher le pain un dimanche matin, simplement parce qu’elles s’y sentent davantage elles-mêmes.',
      },
      {
        type: 'gallery',
        images: ['article/why-wear-heels/2', 'article/why-wear-heels/3', 'article/why-wear-heels/4'],
        caption: 'Trois matins, trois promenades dans le 6e arrondissement, une seule hauteur.',
      },
      { type: 'h2', text: 'La technique derrière l’aisance' },
      {
        type: 'p',
        text: 'Aucune de ces raisons ne résiste à un soulier qui fait mal. Le confort d’un talon haut n’est pas une affaire de chance, mais de construction ; la nôtre se met au point avec Lucia Marcantoni et son équipe, dans les Marches, paire après paire.',
      },
      {
        type: 'list',
        items: [
          'Une cambrure qui descend progressivement sous la voûte plantaire au lieu de plonger, sur une forme à l’avant-pied légèrement élargi : la plante du pied repose à plat.',
          'Un talon placé exactement sous le centre du talon osseux : le poids descend droit, sans faire basculer le corps vers l’avant.',
          'Un cambrion en acier trempé qui empêche la voûte de s’affaisser et ne laisse le soulier fléchir qu’à la pliure naturelle du pied.',
          'Environ 4 mm de mousse de latex sous l’avant-pied, un emboîtage de talon rembourré et une doublure intégrale en agneau, sans couture dure sous le pied.',
        ],
      },
      {
        type: 'p',
        text: 'Lucia aime à dire que le secret d’un talon de 10 cm confortable, c’est la patience, à commencer par les 48 heures de repos de chaque soulier sur sa forme avant la finition. Nous y ajouterions un second secret : essayer la paire, sans se presser, sur le parquet et sur la pierre de notre boutique de la rue de Tournon, avant de décider quoi que ce soit.',
      },
      {
        type: 'product',
        product: 'pumps/black',
        note: 'L’expression la plus pure de la ligne à 10 cm, en agneau noir.',
      },
      {
        type: 'product',
        product: 'pumps/nude',
        note: 'La même construction en nude, qui prolonge la jambe sans l’interrompre.',
      },
    ],
  },
}
