import type { PageSeed } from '../types'

export const page: PageSeed = {
  slug: 'fabrication',
  en: {
    title: 'How Our Shoes Are Made',
    description:
      'From beechwood last to final polish: how each Maison Sabine pair is made by hand in the Marche, in Italian lambskin, around a steel-cored 10 cm heel.',
    body: [
      {
        type: 'p',
        text: 'Every pair of Maison Sabine Paris shoes is made in Italy, in a family workshop in the hills near Fermo, in the Marche — the region on the Adriatic coast where shoemaking has passed from hand to hand for generations. Lucia Marcantoni and her twenty-two artisans work in small batches, a few dozen pairs at a time, so that each style stays with the same people from the first cut to the final polish. From start to finish, a pair goes through more than 150 operations over about three weeks.',
      },
      { type: 'h2', text: 'The last: where comfort begins' },
      {
        type: 'p',
        text: 'A shoe can only be as good as the last it is built on. Ours begin as a master last carved in beech, refined over months of fittings in Paris and in the Marche, then reproduced in high-density polyethylene in every size, whole and half, from EU 35 to 42. The last holds the whole architecture of a 10 cm heel: the pitch of the foot, the curve of the arch, the room left for the toes. Compared with a classic Italian high-heel last, we widened the forepart by a few millimetres and set the heel seat slightly deeper, so that the foot sits in the shoe rather than perching on top of it.',
      },
      {
        type: 'image',
        image: 'page/fabrication/1',
        caption: 'Master lasts carved in beech, kept in the workshop near Fermo.',
      },
      { type: 'h2', text: 'Choosing the lambskin' },
      {
        type: 'p',
        text: 'We work only with Italian lambskin, from tanneries we know and visit. It is the finest and most supple of leathers — soft to the touch, light, with a tight, even grain that takes colour beautifully. It is also unforgiving. Every skin is examined by hand on a lit table: scars, veins and uneven patches are marked in chalk, and only the finest areas, from the back and the shoulders, are kept for the visible parts of the upper. A single pair of boots can call for three whole skins.',
      },
      {
        type: 'p',
        text: 'Our colours are dyed through the leather, so a scuff does not reveal a paler core. The lining is lambskin too, chosen finer and softer still, because it is the leather that actually touches your skin.',
      },
      {
        type: 'image',
        image: 'page/fabrication/2',
        caption: 'Each lambskin is inspected on a lit table before it is cut.',
      },
      { type: 'h2', text: 'Cutting and stitching by hand' },
      {
        type: 'p',
        text: 'The pieces of each upper are cut by hand with a knife, following the natural stretch of the skin so that the shoe relaxes in the right direction as it is worn. Their edges are then skived — pared down to a fraction of a millimetre — and folded, so that seams lie flat against the foot.',
      },
      {
        type: 'p',
        text: 'The long seams of the upper are closed by a single stitcher, who follows each style from one season to the next. The details that define the shoe are stitched by hand with waxed thread: the topline of the pumps, the heel cap of the ankle boots, the straps of the sandals where they meet the sole. A hand stitch is slower and slightly irregular by nature; it is also stronger, and it gives the leather a softness that no machine can imitate.',
      },
      { type: 'h2', text: 'Lasting and resting' },
      {
        type: 'p',
        text: 'The upper is lightly dampened, drawn over the last with lasting pincers and secured around the insole, millimetre by millimetre. The shoe then rests on its last for at least 48 hours, so that the lambskin takes its shape and keeps it. This is the one step that cannot be hurried, and it is why our shoes hold their line after years of wear.',
      },
      { type: 'h2', text: 'Building the 10 cm heel' },
      {
        type: 'p',
        text: 'The 10 cm heel is the signature of the house, and its construction is the part of our work we are proudest of. At its core is a heel moulded around a steel pin, which gives a slender silhouette the strength to carry the full weight of the body at every step. Beneath the arch, a tempered steel shank joins heel and forepart, so that the shoe stays firm where it must and flexes only at the ball of the foot.',
      },
      {
        type: 'p',
        text: 'Each heel is covered by hand in the same lambskin as the upper, with the seam running discreetly down the back. It is fixed through the insole with nails and glue, aligned by eye and checked against a gauge so that it sits exactly beneath the centre of the heel bone. Finally comes the top lift, in rubber bonded to leather: quiet on parquet, sure-footed on Parisian cobbles, and easy to replace when the time comes.',
      },
      {
        type: 'image',
        image: 'page/fabrication/3',
        caption: 'A 10 cm heel, covered by hand in lambskin, before it is fitted.',
      },
      {
        type: 'p',
        text: 'Our sneakers are the one exception: flat, built on a last of their own and finished with a stitched rubber sole, with the same lambskin and the same attention.',
      },
      { type: 'h2', text: 'Finishing' },
      {
        type: 'p',
        text: 'The leather soles are trimmed, then their edges are inked and burnished by hand with wax and a warm iron until they gleam. The uppers are cleaned, nourished with cream and polished with soft cloths; the insole is stamped with the Maison Sabine Paris name. Each pair is inspected twice — once in the workshop, side by side in daylight, and once more in Paris when it arrives — before being wrapped in tissue and laid in its box with two dust bags.',
      },
      { type: 'h2', text: 'The gloves' },
      {
        type: 'p',
        text: 'Our gloves follow the same logic. They are cut in Italian lambskin, lined in silk, and sized by hand from 6 to 8.5, with the fingers shaped to close gently without ever constraining the hand.',
      },
      {
        type: 'quote',
        text: 'A shoe is finished when you can no longer see the work that went into it.',
        cite: 'Lucia Marcantoni, master shoemaker',
      },
    ],
  },
  fr: {
    title: 'La fabrication',
    description:
      'De la forme en hêtre au dernier lustrage : comment chaque paire Maison Sabine est faite main dans les Marches, en agneau italien, autour d’un talon de 10 cm.',
    body: [
      {
        type: 'p',
        text: 'Chaque paire Maison Sabine Paris est fabriquée en Italie, dans un atelier familial niché dans les collines près de Fermo, dans les Marches – cette région de la côte adriatique où le métier de la chaussure se transmet de main en main depuis des générations. Lucia Marcantoni et ses vingt-deux artisans y travaillent en petites séries, pour que chaque modèle reste entre les mêmes mains de la première coupe au dernier lustrage. Au total, une paire passe par plus de 150 opérations, pendant environ trois semaines.',
      },
      { type: 'h2', text: 'La forme, là où naît le confort' },
      {
        type: 'p',
        text: 'Un soulier ne vaut que par la forme sur laquelle il est construit. Les nôtres naissent d’une forme maîtresse sculptée dans le hêtre, affinée après des mois d’essayages à Paris et dans les Marches, puis reproduite en polyéthylène haute densité dans chaque pointure, entière et demie, du 35 au 42. C’est elle qui porte toute l’architecture d’un talon de 10 cm : la cambrure du pied, la courbe de la voûte plantaire, l’espace laissé aux orteils. Par rapport à une forme italienne classique pour talon haut, nous avons élargi l’avant-pied de quelques millimètres et creusé légèrement l’emboîtage du talon, pour que le pied se loge dans le soulier au lieu de s’y percher.',
      },
      {
        type: 'image',
        image: 'page/fabrication/1',
        caption: 'Les formes maîtresses en hêtre, conservées à l’atelier près de Fermo.',
      },
      { type: 'h2', text: 'Le choix de l’agneau' },
      {
        type: 'p',
        text: 'Nous travaillons exclusivement le cuir d’agneau italien, issu de tanneries que nous connaissons et visitons. C’est le plus fin et le plus souple des cuirs : doux au toucher, léger, d’un grain serré et régulier qui sublime la couleur. Il ne pardonne pourtant rien. Chaque peau est examinée à la main sur une table lumineuse : cicatrices, veines et zones irrégulières sont marquées à la craie, et seules les plus belles zones, du dos et des épaules, sont réservées aux parties visibles de la tige. Une seule paire de bottes peut nécessiter trois peaux entières.',
      },
      {
        type: 'p',
        text: 'Nos coloris sont teints dans la masse : une éraflure ne révèle pas un cœur plus pâle. La doublure est elle aussi en agneau, choisi plus fin et plus doux encore, car c’est le cuir qui touche réellement la peau.',
      },
      {
        type: 'image',
        image: 'page/fabrication/2',
        caption: 'Chaque peau d’agneau est examinée sur une table lumineuse avant la coupe.',
      },
      { type: 'h2', text: 'Coupe et piqûre à la main' },
      {
        type: 'p',
        text: 'Les pièces de chaque tige sont coupées à la main, au tranchet, en suivant le sens naturel d’étirement de la peau, afin que le soulier se détende dans la bonne direction au fil du porter. Leurs bords sont ensuite parés – amincis jusqu’à une fraction de millimètre – puis rempliés, pour que les coutures reposent à plat contre le pied.',
      },
      {
        type: 'p',
        text: 'Les longues coutures de la tige sont assemblées par une même piqueuse, fidèle à chaque modèle. Les détails qui font le caractère du soulier sont cousus à la main, au fil ciré : le bord de l’escarpin, le contrefort de la bottine, les brides des sandales à leur jonction avec la semelle. Plus lent et légèrement irrégulier par nature, le point main est aussi plus solide, et donne au cuir une souplesse qu’aucune machine n’imite.',
      },
      { type: 'h2', text: 'Le montage et le repos' },
      {
        type: 'p',
        text: 'La tige est légèrement humidifiée, tirée sur la forme à la pince de monteur et fixée autour de la première de montage, millimètre par millimètre. Le soulier repose ensuite sur sa forme pendant au moins 48 heures, afin que l’agneau prenne son galbe et le garde. Cette étape ne se presse jamais : c’est elle qui permet à nos souliers de garder leur ligne au fil des années.',
      },
      { type: 'h2', text: 'La construction du talon de 10 cm' },
      {
        type: 'p',
        text: 'Le talon de 10 cm est la signature de la Maison, et sa construction, notre plus grande fierté. En son cœur, un talon moulé autour d’une âme d’acier donne à une silhouette fine la solidité nécessaire pour porter tout le poids du corps, à chaque pas. Sous la voûte plantaire, un cambrion en acier trempé relie le talon à l’avant-pied : le soulier reste ferme là où il le doit, et ne fléchit qu’à la pliure naturelle du pied.',
      },
      {
        type: 'p',
        text: 'Chaque talon est gainé à la main du même agneau que la tige, la couture filant discrètement à l’arrière. Il est fixé à travers la première de montage par cloutage et collage, aligné à l’œil puis contrôlé sur gabarit, pour se placer exactement sous le centre du talon osseux. Vient enfin le bout de talon, en gomme associée au cuir : silencieux sur le parquet, sûr sur les pavés parisiens, et facile à remplacer le moment venu.',
      },
      {
        type: 'image',
        image: 'page/fabrication/3',
        caption: 'Un talon de 10 cm, gainé d’agneau à la main, avant sa pose.',
      },
      {
        type: 'p',
        text: 'Seules exceptions, nos baskets : plates, construites sur leur propre forme et terminées par une semelle en gomme cousue, avec le même agneau et le même soin.',
      },
      { type: 'h2', text: 'Les finitions' },
      {
        type: 'p',
        text: 'Les semelles en cuir sont affleurées, puis leurs tranches teintées et lissées à la main, à la cire et au fer chaud, jusqu’à briller. Les tiges sont nettoyées, nourries à la crème et lustrées au chiffon doux ; la première de propreté est marquée du nom Maison Sabine Paris. Chaque paire est contrôlée deux fois – à l’atelier, côte à côte à la lumière du jour, puis à Paris à son arrivée – avant d’être enveloppée de papier de soie et déposée dans sa boîte avec deux pochons.',
      },
      { type: 'h2', text: 'Les gants' },
      {
        type: 'p',
        text: 'Nos gants suivent la même logique : agneau italien, doublure en soie, tailles 6 à 8,5, et des doigts façonnés pour envelopper la main sans jamais la contraindre.',
      },
      {
        type: 'quote',
        text: 'Un soulier est terminé quand on ne voit plus le travail qu’il a demandé.',
        cite: 'Lucia Marcantoni, maître artisan chausseur',
      },
    ],
  },
}
