import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'comfort',
  en: {
    title: 'Comfort at 10 cm',
    description:
      'How we engineer a comfortable 10 cm heel — pitch, steel shank, padding, lambskin lining — with fit and size guide advice for shoes and gloves.',
    body: [
      {
        type: 'p',
        text: 'We chose a single heel height, 10 cm, and have spent years making it comfortable rather than spreading our attention across many. Ten centimetres lengthens the leg and changes the way you stand; it is also the height at which construction matters most. A few millimetres of difference in the last, a heel set a little too far back, a shank that gives way — and a beautiful shoe becomes one you take off under the table. Here is how we avoid that.',
      },
      { type: 'h2', text: 'Pitch and balance' },
      {
        type: 'p',
        text: 'The pitch is the slope your foot follows from heel to toe. On our lasts, it descends gradually through the arch instead of dropping steeply, and the forepart is slightly wider than a classic high-heel last, so the ball of the foot rests flat rather than being squeezed into a point. The heel itself is placed directly beneath the centre of your heel bone, not pushed towards the back: your weight travels straight down through it, and you stand upright without tipping forward.',
      },
      {
        type: 'p',
        text: 'Between heel and forepart, a tempered steel shank supports the arch so that it never sags under your weight. The shoe stays rigid where it should and bends only at the natural flex point of the foot, which is what makes walking feel fluid rather than effortful.',
      },
      {
        type: 'image',
        image: 'page/comfort/1',
        caption: 'The pitch of a 10 cm last: a gradual slope through the arch and a broad, flat forepart.',
      },
      { type: 'h2', text: 'Padding where it counts' },
      {
        type: 'list',
        items: [
          'A latex foam cushion about 4 mm thick under the ball of the foot, where the pressure of a high heel is concentrated.',
          'A padded heel seat that softens each step on stone, tiles and parquet.',
          'A lambskin lining throughout — supple and breathable, with no hard seams beneath the foot.',
          'A top lift in rubber bonded to leather, which absorbs shock and grips on cobbles and polished floors.',
        ],
      },
      {
        type: 'p',
        text: 'Our sandals add a padded footbed beneath a lambskin sock; their fine straps are edged and folded so that nothing cuts into the skin. The sneakers, our one flat style, have a cushioned lambskin insole for days spent entirely on foot.',
      },
      { type: 'h2', text: 'Finding your fit' },
      {
        type: 'p',
        text: 'Our shoes come in EU sizes 35 to 42. Every heeled style — ankle boots, boots, pumps and sandals — is available in half sizes; sneakers come in whole sizes only. Each product page has a size guide with foot lengths in centimetres.',
      },
      {
        type: 'list',
        items: [
          'Measure your feet in the afternoon, when they are at their largest.',
          'Stand with your heel against a wall, mark the tip of your longest toe on a sheet of paper, and measure the distance in centimetres. Measure both feet and go by the longer one.',
          'Compare that length with the size guide on the product page rather than relying on the size you wear in another brand.',
          'If you are between two sizes in pumps or sandals, choose the larger half size. In ankle boots and boots, take your usual size if you wear them with tights, the larger half size if you wear them with socks.',
          'For sneakers, which come in whole sizes, size down if your feet are narrow and up if they are wide.',
        ],
      },
      {
        type: 'p',
        text: 'A new pair should feel close-fitting but never painful. Lambskin softens and moulds to your foot over the first few wears; it will give a little in width, never in length.',
      },
      { type: 'h3', text: 'Gloves' },
      {
        type: 'p',
        text: 'Glove sizes run from 6 to 8.5. Measure around your dominant hand at the knuckles, thumb excluded, in inches: that number is your size, so 7 inches (about 17.8 cm) means a size 7. If you fall between two sizes, choose the smaller one — the lambskin will ease gently to your hand.',
      },
      { type: 'h2', text: 'Wearing them in' },
      {
        type: 'p',
        text: 'Give a new pair a few short outings before a long day: an hour or two at home, then an evening out. Keep the soles clean and dry, rest each pair for a day between wears so the lining can breathe, and store them with shoe trees in their dust bags. When the top lifts wear down, they can be replaced; ask the boutique.',
      },
      { type: 'h2', text: 'Try them on in Paris' },
      {
        type: 'p',
        text: 'Nothing replaces a fitting. At our boutique at 12 rue de Tournon, a 5-minute walk from the Jardin du Luxembourg, you can try every size and walk on parquet and on stone. Book a try-on from any product page with your size and preferred time, and your pairs will be waiting for you. If you order online and the size is not right, you can return unworn pairs within 14 days of delivery for a full refund or exchange: see our return policy.',
      },
    ],
  },
  fr: {
    title: 'Le confort à 10 cm',
    description:
      'Comment nous concevons un talon de 10 cm confortable – cambrure, cambrion d’acier, rembourrage, doublure en agneau – et nos conseils de pointure.',
    body: [
      {
        type: 'p',
        text: 'Nous avons choisi une seule hauteur de talon, 10 cm, et passé des années à la rendre confortable plutôt que de disperser notre attention. Dix centimètres allongent la jambe et changent la façon de se tenir ; c’est aussi la hauteur à laquelle la construction compte le plus. Quelques millimètres d’écart dans la forme, un talon posé trop en arrière, un cambrion qui cède – et le plus beau soulier finit retiré sous la table. Voici comment nous l’évitons.',
      },
      { type: 'h2', text: 'Cambrure et équilibre' },
      {
        type: 'p',
        text: 'La cambrure, c’est la pente que suit le pied du talon jusqu’aux orteils. Sur nos formes, elle descend progressivement le long de la voûte plantaire au lieu de plonger brusquement, et l’avant-pied est un peu plus large que sur une forme classique pour talon haut : la plante du pied repose à plat au lieu d’être comprimée dans une pointe. Le talon est placé exactement sous le centre du talon osseux, et non repoussé vers l’arrière : le poids du corps descend droit à travers lui, et l’on se tient bien droite, sans basculer vers l’avant.',
      },
      {
        type: 'p',
        text: 'Entre le talon et l’avant-pied, un cambrion en acier trempé soutient la voûte plantaire pour qu’elle ne s’affaisse jamais sous le poids du corps. Le soulier reste rigide là où il le doit et ne fléchit qu’à la pliure naturelle du pied : la marche devient fluide, et non éprouvante.',
      },
      {
        type: 'image',
        image: 'page/comfort/1',
        caption: 'La cambrure d’une forme de 10 cm : une pente douce sous la voûte et un avant-pied large et plat.',
      },
      { type: 'h2', text: 'Un rembourrage là où il compte' },
      {
        type: 'list',
        items: [
          'Un coussin en mousse de latex d’environ 4 mm sous l’avant-pied, là où se concentre la pression d’un talon haut.',
          'Un emboîtage de talon rembourré, qui adoucit chaque pas sur la pierre, le carrelage et le parquet.',
          'Une doublure intégrale en agneau, souple et respirante, sans aucune couture dure sous le pied.',
          'Un bout de talon en gomme associée au cuir, qui amortit les chocs et accroche sur les pavés comme sur les sols cirés.',
        ],
      },
      {
        type: 'p',
        text: 'Nos sandales ajoutent une semelle intérieure rembourrée sous une première en agneau ; leurs fines brides sont bordées pour ne jamais marquer la peau. Les baskets, notre unique modèle plat, ont une semelle intérieure matelassée pour les journées entières à pied.',
      },
      { type: 'h2', text: 'Trouver sa pointure' },
      {
        type: 'p',
        text: 'Nos souliers sont proposés en pointures 35 à 42. Tous les modèles à talon – bottines, bottes, escarpins et sandales – existent en demi-pointures ; les baskets, en pointures entières uniquement. Chaque fiche produit comporte un guide des tailles indiquant la longueur du pied en centimètres.',
      },
      {
        type: 'list',
        items: [
          'Mesurez vos pieds en fin de journée, lorsqu’ils sont le plus larges.',
          'Debout, le talon contre un mur, marquez l’extrémité de votre orteil le plus long sur une feuille de papier et mesurez la distance en centimètres. Mesurez les deux pieds et retenez le plus long.',
          'Fiez-vous au guide des tailles de la fiche produit plutôt qu’à votre pointure dans une autre marque.',
          'Si vous hésitez entre deux pointures en escarpins ou en sandales, choisissez la demi-pointure supérieure. En bottines et en bottes, prenez votre pointure habituelle si vous les portez avec des collants, la demi-pointure supérieure si vous les portez avec des chaussettes.',
          'Pour les baskets, proposées en pointures entières, prenez la pointure inférieure si vous avez le pied fin, la pointure supérieure si vous avez le pied large.',
        ],
      },
      {
        type: 'p',
        text: 'Une paire neuve doit être ajustée, mais jamais douloureuse. L’agneau s’assouplit et épouse le pied au fil des premiers portés ; il se détend légèrement en largeur, jamais en longueur.',
      },
      { type: 'h3', text: 'Les gants' },
      {
        type: 'p',
        text: 'Nos gants vont de la taille 6 à la taille 8,5. Mesurez le tour de votre main dominante au niveau des jointures, pouce exclu, en pouces : ce chiffre correspond à votre taille – 7 pouces, soit environ 17,8 cm, donnent une taille 7. Entre deux tailles, choisissez la plus petite : l’agneau se fera doucement à votre main.',
      },
      { type: 'h2', text: 'Les premiers portés' },
      {
        type: 'p',
        text: 'Accordez à une paire neuve quelques courtes sorties avant une longue journée : une heure ou deux à la maison, puis une soirée. Gardez les semelles propres et sèches, laissez chaque paire reposer un jour entre deux portés pour que la doublure respire, et rangez-les avec des embauchoirs dans leurs pochons. Lorsque les bouts de talon s’usent, ils se remplacent : adressez-vous à la boutique.',
      },
      { type: 'h2', text: 'Essayer à Paris' },
      {
        type: 'p',
        text: 'Rien ne remplace un essayage. Dans notre boutique du 12, rue de Tournon, à 5 minutes à pied du jardin du Luxembourg, vous pouvez essayer toutes les pointures et marcher sur le parquet comme sur la pierre. Réservez un essayage depuis chaque fiche produit en indiquant votre pointure et l’horaire souhaité : vos paires vous attendront. Si vous commandez en ligne et que la pointure ne convient pas, vous pouvez retourner les paires non portées dans un délai de 14 jours à compter de la livraison, pour un remboursement intégral ou un échange : consultez notre politique de retour.',
      },
    ],
  },
}
