// Product catalogue seed for Maison Sabine: product types, size guides, the 18 colourways and deterministic stock.
// Source of truth: seed/catalog-plan.md (products, prices, sizes, colours, SKU format, stock states) and
// the house's constants (returns policy, 10 cm heel, see docs/product-rules.md). Plain data; no imports.


export interface L {
  en: string
  fr: string
}

export interface ProductTypeSeed {
  slug: string
  name: L
  /** Two evocative sentences. */
  blurb: L
  order: number
  sizeSystem: 'eu-shoe' | 'glove-hand'
  sizes: string[]
  /** True for ankle-boots, pumps, boots and sandals only. */
  shopTheLook: boolean
  sizeGuideNote: L
  sizeGuide: Array<{ size: string; fr: string; it: string; uk: string; us: string; cm: number }>
}

export interface ProductSeed {
  type: string
  color: string
  colorName: L
  /** Hex colour of the swatch. */
  swatch: string
  title: L
  /** Integer cents, EUR, VAT included. */
  price: number
  featured: boolean
  /** 60–110 words. */
  description: L
  details: { en: string[]; fr: string[] }
  care: L
  returns: L
  /** Three handles, `${type}/${color}`. */
  related: string[]
  position: number
}

type SizeRow = ProductTypeSeed['sizeGuide'][number]

// ---------------------------------------------------------------------------------------------------------------
// Sizes and size guides
// ---------------------------------------------------------------------------------------------------------------

/** EU 35–42 with half sizes: 35, 35.5 … 41.5, 42. */
const HALF_SIZES: string[] = Array.from({ length: 15 }, (_, i) => String(35 + i / 2))
/** EU 35–42, whole sizes only. */
const WHOLE_SIZES: string[] = Array.from({ length: 8 }, (_, i) => String(35 + i))
const GLOVE_SIZES: string[] = ['6', '6.5', '7', '7.5', '8', '8.5']

/**
 * Standard women's conversion: FR and IT equal to EU for this house; UK = EU − 33 (38 → 5);
 * US = EU − 30.5 (38 → 7.5); foot length from 22.5 cm (EU 35) to 27 cm (EU 42), in equal half-size steps.
 */
function shoeRow(size: string): SizeRow {
  const eu = Number(size)
  const steps = (eu - 35) * 2
  return {
    size,
    fr: size,
    it: size,
    uk: String(eu - 33),
    us: String(eu - 30.5),
    cm: Math.round((22.5 + (steps * 4.5) / 14) * 10) / 10,
  }
}

/** Glove size = hand circumference in inches; cm given for reference. */
const GLOVE_CM: Record<string, number> = { '6': 15.2, '6.5': 16.5, '7': 17.8, '7.5': 19.1, '8': 20.3, '8.5': 21.6 }
function gloveRow(size: string): SizeRow {
  return { size, fr: size, it: size, uk: size, us: size, cm: GLOVE_CM[size] }
}

const MEASURE_FOOT: L = {
  en: 'Measure your feet in the afternoon, when they are at their largest. Stand with your heel against a wall, mark the tip of your longest toe on a sheet of paper and measure the distance in centimetres; go by the longer foot and compare it with the foot length (cm) below, rather than with the size you wear in another brand.',
  fr: 'Mesurez vos pieds en fin de journée, lorsqu’ils sont le plus larges. Debout, le talon contre un mur, marquez l’extrémité de votre orteil le plus long sur une feuille de papier et mesurez la distance en centimètres ; retenez le pied le plus long et comparez-le à la longueur de pied (cm) indiquée ci-dessous, plutôt qu’à votre pointure dans une autre marque.',
}

function shoeNote(fit: L): L {
  return { en: `${MEASURE_FOOT.en} ${fit.en}`, fr: `${MEASURE_FOOT.fr} ${fit.fr}` }
}

const NOTE_BOOTS = shoeNote({
  en: 'Take your usual size if you wear them with tights, the larger half size if you wear them with socks.',
  fr: 'Prenez votre pointure habituelle si vous les portez avec des collants, la demi-pointure supérieure si vous les portez avec des chaussettes.',
})
const NOTE_OPEN = shoeNote({
  en: 'If you are between two sizes, choose the larger half size.',
  fr: 'Si vous hésitez entre deux pointures, choisissez la demi-pointure supérieure.',
})
const NOTE_SNEAKERS = shoeNote({
  en: 'Sneakers come in whole sizes only: size down if your feet are narrow, up if they are wide.',
  fr: 'Les baskets existent en pointures entières uniquement : prenez la pointure inférieure si vous avez le pied fin, la pointure supérieure si vous avez le pied large.',
})
const NOTE_GLOVES: L = {
  en: 'Measure around your dominant hand at the knuckles, thumb excluded, in inches: that number is your size, so 7 inches (about 17.8 cm) means a size 7. The cm column gives the hand circumference. If you fall between two sizes, choose the smaller one: the lambskin will ease gently to your hand.',
  fr: 'Mesurez le tour de votre main dominante au niveau des jointures, pouce exclu, en pouces : ce chiffre correspond à votre taille – 7 pouces, soit environ 17,8 cm, donnent une taille 7. La colonne cm indique le tour de main. Entre deux tailles, choisissez la plus petite : l’agneau se fera doucement à votre main.',
}

// ---------------------------------------------------------------------------------------------------------------
// Product types
// ---------------------------------------------------------------------------------------------------------------

export const productTypes: ProductTypeSeed[] = [
  {
    slug: 'ankle-boots',
    name: { en: 'Ankle boots', fr: 'Bottines' },
    blurb: {
      en: 'A close-fitting ankle boot that holds the foot like a glove and lifts it ten centimetres. With a cropped trouser or bare legs, it carries a look from morning coffee to the last glass of the evening.',
      fr: 'Une bottine ajustée qui tient le pied comme un gant et l’élève de dix centimètres. Sur un pantalon court ou jambes nues, elle accompagne une tenue du premier café au dernier verre.',
    },
    order: 1,
    sizeSystem: 'eu-shoe',
    sizes: HALF_SIZES,
    shopTheLook: true,
    sizeGuideNote: NOTE_BOOTS,
    sizeGuide: HALF_SIZES.map(shoeRow),
  },
  {
    slug: 'boots',
    name: { en: 'Boots', fr: 'Bottes' },
    blurb: {
      en: 'Tall boots cut from whole lambskins, drawn up the calf in a single clean line. They walk through winter with the poise of an evening shoe.',
      fr: 'De hautes bottes taillées dans des peaux d’agneau entières, qui remontent le mollet d’un seul trait. Elles traversent l’hiver avec l’aplomb d’un soulier du soir.',
    },
    order: 2,
    sizeSystem: 'eu-shoe',
    sizes: HALF_SIZES,
    shopTheLook: true,
    sizeGuideNote: NOTE_BOOTS,
    sizeGuide: HALF_SIZES.map(shoeRow),
  },
  {
    slug: 'pumps',
    name: { en: 'Pumps', fr: 'Escarpins' },
    blurb: {
      en: 'The pump reduced to its essentials: a low topline, a slender heel, a toe that lengthens the leg. Leather as fine as a glove, on a last built for long evenings.',
      fr: 'L’escarpin ramené à l’essentiel : un décolleté bas, un talon fin, une pointe qui allonge la jambe. Un cuir fin comme un gant, sur une forme pensée pour les longues soirées.',
    },
    order: 3,
    sizeSystem: 'eu-shoe',
    sizes: HALF_SIZES,
    shopTheLook: true,
    sizeGuideNote: NOTE_OPEN,
    sizeGuide: HALF_SIZES.map(shoeRow),
  },
  {
    slug: 'sandals',
    name: { en: 'Sandals', fr: 'Sandales' },
    blurb: {
      en: 'Fine lambskin straps that trace the foot rather than bind it, on a slender 10 cm heel. A sandal for summer evenings, and for the rest of the year with sheer tights.',
      fr: 'De fines brides d’agneau qui dessinent le pied sans jamais l’enserrer, sur un talon fin de 10 cm. Une sandale pour les soirs d’été – et pour le reste de l’année, avec un collant voile.',
    },
    order: 4,
    sizeSystem: 'eu-shoe',
    sizes: HALF_SIZES,
    shopTheLook: true,
    sizeGuideNote: NOTE_OPEN,
    sizeGuide: HALF_SIZES.map(shoeRow),
  },
  {
    slug: 'sneakers',
    name: { en: 'Sneakers', fr: 'Baskets' },
    blurb: {
      en: 'Our one flat style: a pared-back sneaker in lambskin, stitched to a rubber sole. For the days you cross Paris from one end to the other.',
      fr: 'Notre unique modèle plat : une basket épurée en agneau, cousue sur une semelle en gomme. Pour les jours où l’on traverse Paris d’un bout à l’autre.',
    },
    order: 5,
    sizeSystem: 'eu-shoe',
    sizes: WHOLE_SIZES,
    shopTheLook: false,
    sizeGuideNote: NOTE_SNEAKERS,
    sizeGuide: WHOLE_SIZES.map(shoeRow),
  },
  {
    slug: 'gloves',
    name: { en: 'Gloves', fr: 'Gants' },
    blurb: {
      en: 'Lambskin gloves lined in silk, shaped by hand to close softly around the fingers. The last gesture before leaving the house, and the first on arriving.',
      fr: 'Des gants d’agneau doublés de soie, façonnés à la main pour se refermer doucement sur les doigts. Le dernier geste avant de sortir, le premier en arrivant.',
    },
    order: 6,
    sizeSystem: 'glove-hand',
    sizes: GLOVE_SIZES,
    shopTheLook: false,
    sizeGuideNote: NOTE_GLOVES,
    sizeGuide: GLOVE_SIZES.map(gloveRow),
  },
]

// ---------------------------------------------------------------------------------------------------------------
// Shared copy: details, care, returns
// ---------------------------------------------------------------------------------------------------------------

const PRICES: Record<string, number> = {
  'ankle-boots': 89000,
  boots: 125000,
  pumps: 69000,
  sandals: 62000,
  sneakers: 45000,
  gloves: 29000,
}

/** Model name per type, used in titles. */
const MODELS: Record<string, { name: string; en: string; fr: string }> = {
  'ankle-boots': { name: 'Tournon', en: 'Tournon ankle boots', fr: 'Bottines Tournon' },
  boots: { name: 'Odéon', en: 'Odéon boots', fr: 'Bottes Odéon' },
  pumps: { name: 'Vavin', en: 'Vavin pumps', fr: 'Escarpins Vavin' },
  sandals: { name: 'Médicis', en: 'Médicis sandals', fr: 'Sandales Médicis' },
  sneakers: { name: 'Luco', en: 'Luco sneakers', fr: 'Baskets Luco' },
  gloves: { name: 'Opéra', en: 'Opéra gloves', fr: 'Gants Opéra' },
}

const DETAILS: Record<string, { en: string[]; fr: string[] }> = {
  'ankle-boots': {
    en: [
      'Upper in Italian lambskin, dyed through',
      '10 cm heel on a steel pin, covered by hand in lambskin',
      'Leather sole with a hand-burnished edge; rubber-and-leather top lift',
      'Lambskin lining; 4 mm latex cushion under the ball of the foot',
      'Fine inside zip; heel cap stitched by hand',
      'Made by hand in the Marche, Italy',
      'Fit: true to size with tights; take the larger half size with socks',
    ],
    fr: [
      'Tige en agneau italien teint dans la masse',
      'Talon de 10 cm monté sur tige d’acier, gainé d’agneau à la main',
      'Semelle en cuir à la tranche brunie à la main ; bout de talon en gomme et cuir',
      'Doublure en agneau ; coussin de latex de 4 mm sous l’avant-pied',
      'Fin zip côté intérieur ; contrefort cousu main',
      'Fabriquées à la main dans les Marches, en Italie',
      'Chaussant : votre pointure habituelle avec des collants, la demi-pointure supérieure avec des chaussettes',
    ],
  },
  boots: {
    en: [
      'Upper in Italian lambskin, dyed through; three whole skins per pair',
      '10 cm heel on a steel pin, covered by hand in lambskin',
      'Leather sole with a rubber-and-leather top lift',
      'Lambskin lining; tempered steel shank and 4 mm latex cushion under the ball of the foot',
      'Full-length inside zip; the shaft rises to just below the knee',
      'Made by hand in the Marche, Italy',
      'Fit: true to size with tights; take the larger half size with socks',
    ],
    fr: [
      'Tige en agneau italien teint dans la masse ; trois peaux entières par paire',
      'Talon de 10 cm monté sur tige d’acier, gainé d’agneau à la main',
      'Semelle en cuir ; bout de talon en gomme et cuir',
      'Doublure en agneau ; cambrion en acier trempé et coussin de latex de 4 mm sous l’avant-pied',
      'Zip intérieur sur toute la hauteur ; tige montant jusque sous le genou',
      'Fabriquées à la main dans les Marches, en Italie',
      'Chaussant : votre pointure habituelle avec des collants, la demi-pointure supérieure avec des chaussettes',
    ],
  },
  pumps: {
    en: [
      'Italian lambskin, dyed through',
      '10 cm heel on a steel pin, covered by hand in lambskin',
      'Leather sole with a hand-burnished edge; rubber-and-leather top lift',
      'Lambskin lining; 4 mm latex cushion under the ball of the foot',
      'Low topline stitched by hand; almond toe',
      'Made by hand in the Marche, Italy',
      'Fit: a slightly wider forepart; between two sizes, take the larger half size',
    ],
    fr: [
      'Agneau italien teint dans la masse',
      'Talon de 10 cm monté sur tige d’acier, gainé d’agneau à la main',
      'Semelle en cuir à la tranche brunie à la main ; bout de talon en gomme et cuir',
      'Doublure en agneau ; coussin de latex de 4 mm sous l’avant-pied',
      'Décolleté bas cousu main ; pointe amande',
      'Fabriqués à la main dans les Marches, en Italie',
      'Chaussant : avant-pied légèrement élargi ; entre deux pointures, prenez la demi-pointure supérieure',
    ],
  },
  sandals: {
    en: [
      'Straps in Italian lambskin, edged and folded by hand',
      '10 cm heel on a steel pin, covered by hand in lambskin',
      'Leather sole; padded footbed under a lambskin sock',
      'Ankle strap with a small buckle; straps stitched by hand to the sole',
      'Made by hand in the Marche, Italy',
      'Fit: between two sizes, take the larger half size',
    ],
    fr: [
      'Brides en agneau italien, bordées et rempliées à la main',
      'Talon de 10 cm monté sur tige d’acier, gainé d’agneau à la main',
      'Semelle en cuir ; semelle intérieure rembourrée sous une première en agneau',
      'Bride de cheville à petite boucle ; brides cousues main à la semelle',
      'Fabriquées à la main dans les Marches, en Italie',
      'Chaussant : entre deux pointures, prenez la demi-pointure supérieure',
    ],
  },
  sneakers: {
    en: [
      'Upper in Italian lambskin, dyed through',
      'Flat, with a stitched rubber sole',
      'Full lambskin lining; cushioned lambskin insole',
      'Tonal laces; almost seamless upper cut from very few pieces',
      'Made by hand in the Marche, Italy',
      'Fit: whole sizes only; size down for narrow feet, up for wide feet',
    ],
    fr: [
      'Tige en agneau italien teint dans la masse',
      'Modèle plat, semelle en gomme cousue',
      'Doublure intégrale en agneau ; première matelassée en agneau',
      'Lacets ton sur ton ; tige presque sans coutures, coupée en très peu de pièces',
      'Fabriquées à la main dans les Marches, en Italie',
      'Chaussant : pointures entières uniquement ; la pointure inférieure pour un pied fin, la supérieure pour un pied large',
    ],
  },
  gloves: {
    en: [
      'Italian lambskin, cut and shaped by hand',
      'Silk lining',
      'Fingers shaped to close softly without constraining the hand',
      'Short cuff that slips under a coat sleeve',
      'Made by hand in Italy',
      'Fit: measure around the knuckles in inches; between two sizes, take the smaller',
    ],
    fr: [
      'Agneau italien coupé et façonné à la main',
      'Doublure en soie',
      'Doigts galbés pour se refermer doucement, sans contraindre la main',
      'Manchette courte qui se glisse sous la manche d’un manteau',
      'Fabriqués à la main en Italie',
      'Taille : mesurez le tour de main aux jointures, en pouces ; entre deux tailles, prenez la plus petite',
    ],
  },
}

/** Replaces the first detail line for colourways whose leather is finished differently. */
const FIRST_DETAIL_OVERRIDE: Record<string, L> = {
  'sandals/gold': {
    en: 'Straps in Italian lambskin with a soft, brushed gold finish, edged and folded by hand',
    fr: 'Brides en agneau italien au fini doré brossé, bordées et rempliées à la main',
  },
}

const CARE_SHOES: L = {
  en: 'Brush off dust after each wear with a soft horsehair brush. Every few wears, nourish the lambskin with a little neutral or matching cream, worked in small circles with a soft cloth, then buff lightly. Keep each pair on cedar shoe trees and in its dust bags, away from light and heat, and let it rest a day between wears. Lambskin does not like rain: apply a protective spray before the first outing, and if caught in a shower, blot with a dry cloth and let dry at room temperature, never near a radiator.',
  fr: 'Dépoussiérez après chaque port avec une brosse douce en crin. Tous les deux ou trois portés, nourrissez l’agneau d’un peu de crème neutre ou assortie, appliquée en petits cercles avec un chiffon doux, puis lustrez légèrement. Rangez chaque paire sur des embauchoirs en cèdre, dans ses pochons, à l’abri de la lumière et de la chaleur, et laissez-la reposer un jour entre deux portés. L’agneau craint la pluie : appliquez un imperméabilisant avant la première sortie et, en cas d’averse, tamponnez avec un chiffon sec puis laissez sécher à température ambiante, jamais près d’un radiateur.',
}
const CARE_BOOTS_EXTRA: L = {
  en: 'Store boots upright with boot shapers so the shaft never creases at the ankle.',
  fr: 'Rangez les bottes debout, avec des embauchoirs à tige, pour que le cuir ne marque jamais de pli à la cheville.',
}
const CARE_PALE_EXTRA: L = {
  en: 'On pale leather, use colourless cream only, and beware of raw denim, whose dye can transfer.',
  fr: 'Sur un cuir clair, n’utilisez que de la crème incolore, et méfiez-vous du jean brut, dont la teinte peut déteindre.',
}
const CARE_GOLD: L = {
  en: 'Brush off dust after each wear with a soft horsehair brush. The gold finish needs no cream or polish: simply wipe it with a soft, dry cloth, and keep it from sharp edges and rough surfaces that could scratch it. Keep each pair in its dust bags, straps laid flat, away from light and heat. Lambskin does not like rain: apply a protective spray before the first outing, and if caught in a shower, blot with a dry cloth and let dry at room temperature, never near a radiator.',
  fr: 'Dépoussiérez après chaque port avec une brosse douce en crin. Le fini doré ne demande ni crème ni cirage : essuyez-le simplement avec un chiffon doux et sec, et tenez-le à l’écart des arêtes et des surfaces rugueuses qui pourraient le rayer. Rangez chaque paire dans ses pochons, brides à plat, à l’abri de la lumière et de la chaleur. L’agneau craint la pluie : appliquez un imperméabilisant avant la première sortie et, en cas d’averse, tamponnez avec un chiffon sec puis laissez sécher à température ambiante, jamais près d’un radiateur.',
}
const CARE_SNEAKERS_EXTRA: L = {
  en: 'Wipe the rubber sole with a damp cloth; never put the sneakers in the washing machine.',
  fr: 'Nettoyez la semelle en gomme avec un chiffon humide ; ne passez jamais les baskets en machine.',
}
const CARE_GLOVES: L = {
  en: 'Lay the gloves flat after wearing, fingers aligned, and store them in their dust bag with a sheet of tissue, away from light and heat. Once a season, nourish the lambskin with a very little neutral cream, worked in with your fingertips. Keep them out of the rain where you can; if they get wet, blot with a dry cloth, let them dry flat at room temperature, never near a radiator, then put them on for a moment to restore their shape. Never wash, iron or machine-clean.',
  fr: 'Après chaque port, posez les gants à plat, doigts alignés, et rangez-les dans leur pochon avec une feuille de papier de soie, à l’abri de la lumière et de la chaleur. Une fois par saison, nourrissez l’agneau d’une noisette de crème neutre, travaillée du bout des doigts. Évitez autant que possible la pluie ; s’ils sont mouillés, tamponnez-les avec un chiffon sec, laissez-les sécher à plat à température ambiante, jamais près d’un radiateur, puis enfilez-les un instant pour leur rendre leur forme. Ni lavage, ni repassage, ni nettoyage en machine.',
}

function join(...parts: L[]): L {
  return { en: parts.map((p) => p.en).join(' '), fr: parts.map((p) => p.fr).join(' ') }
}

function careFor(type: string, color: string): L {
  if (type === 'gloves') return CARE_GLOVES
  if (type === 'sandals' && color === 'gold') return CARE_GOLD
  const parts: L[] = [CARE_SHOES]
  if (type === 'boots') parts.push(CARE_BOOTS_EXTRA)
  if (type === 'sneakers') parts.push(CARE_SNEAKERS_EXTRA)
  if (['ivory', 'white', 'nude'].includes(color)) parts.push(CARE_PALE_EXTRA)
  return join(...parts)
}

/** The returns rule, stated exactly as the house words it. */
const RETURNS: L = {
  en: 'Returns are accepted within 14 days of delivery, for a full refund or exchange. Items must be unworn and in original condition, with their packaging and tags. Custom or personalised items cannot be returned. The refund is processed within 5-7 business days of receiving the return, to the original payment method. Shipping costs are non-refundable.',
  fr: 'Les retours sont acceptés dans un délai de 14 jours à compter de la livraison, pour un remboursement intégral ou un échange. Les articles doivent être non portés et dans leur état d’origine, avec leur emballage et leurs étiquettes. Les articles sur mesure ou personnalisés ne peuvent pas être retournés. Le remboursement est effectué sous 5 à 7 jours ouvrés à compter de la réception du retour, sur le moyen de paiement utilisé lors de la commande. Les frais de livraison ne sont pas remboursables.',
}

// ---------------------------------------------------------------------------------------------------------------
// Colourways
// ---------------------------------------------------------------------------------------------------------------

const COLORS: Record<string, { name: L; swatch: string }> = {
  black: { name: { en: 'Black', fr: 'Noir' }, swatch: '#111111' },
  red: { name: { en: 'Red', fr: 'Rouge' }, swatch: '#a3121f' },
  cognac: { name: { en: 'Cognac', fr: 'Cognac' }, swatch: '#8a4b22' },
  ivory: { name: { en: 'Ivory', fr: 'Ivoire' }, swatch: '#efe8da' },
  burgundy: { name: { en: 'Burgundy', fr: 'Bordeaux' }, swatch: '#5a1420' },
  taupe: { name: { en: 'Taupe', fr: 'Taupe' }, swatch: '#8b7d6b' },
  yellow: { name: { en: 'Yellow', fr: 'Jaune' }, swatch: '#e8b923' },
  nude: { name: { en: 'Nude', fr: 'Nude' }, swatch: '#d9b49a' },
  gold: { name: { en: 'Gold', fr: 'Or' }, swatch: '#c9a646' },
  white: { name: { en: 'White', fr: 'Blanc' }, swatch: '#f5f3ee' },
}

interface Colourway {
  type: string
  color: string
  featured: boolean
  description: L
  related: string[]
}

const COLOURWAYS: Colourway[] = [
  // --- Ankle boots: Tournon -------------------------------------------------------------------------------------
  {
    type: 'ankle-boots',
    color: 'black',
    featured: true,
    description: {
      en: 'The Tournon in black is the ankle boot you reach for without thinking. The lambskin is dyed through, with a soft, low sheen that deepens under polish; the shaft stops just above the ankle bone and closes with a fine inside zip, so the line stays unbroken. Beneath it, a 10 cm heel covered in the same leather, set squarely under the heel bone, and a steel shank that keeps every step steady. Wear it with black tights and a wool coat, or with a cropped trouser and a bare ankle.',
      fr: 'La Tournon en noir, c’est la bottine que l’on enfile sans y penser. L’agneau, teint dans la masse, a un lustre doux et discret qui s’approfondit au fil des cirages ; la tige s’arrête juste au-dessus de la malléole et se ferme par un fin zip intérieur, sans rompre la ligne. Dessous, un talon de 10 cm gainé du même cuir, posé bien à l’aplomb du talon, et un cambrion d’acier qui assure chaque pas. Avec des collants noirs et un manteau de laine, ou avec un pantalon court, cheville nue.',
    },
    related: ['boots/black', 'pumps/black', 'gloves/black'],
  },
  {
    type: 'ankle-boots',
    color: 'red',
    featured: true,
    description: {
      en: 'A red with depth rather than glare: the colour of a lacquered door on the rue de Tournon, or of an old Burgundy held up to the light. The lambskin is dyed through, so the colour runs to the very core and a scuff never reveals a paler layer beneath. The shaft hugs the ankle, closes with a fine inside zip and rises from a 10 cm heel covered by hand in the same leather. With grey flannel, camel or head-to-toe black, it is the one note that changes everything.',
      fr: 'Un rouge profond plutôt qu’éclatant : celui d’une porte laquée de la rue de Tournon, ou d’un vieux bourgogne que l’on lève vers la lumière. L’agneau est teint dans la masse : la couleur va jusqu’au cœur du cuir, et une éraflure ne révèle jamais de fond plus clair. La tige épouse la cheville, se ferme par un fin zip intérieur et s’élève sur un talon de 10 cm gainé à la main du même cuir. Sur une flanelle grise, du camel ou une silhouette toute noire, c’est la seule note qui change tout.',
    },
    related: ['pumps/red', 'boots/burgundy', 'ankle-boots/black'],
  },
  {
    type: 'ankle-boots',
    color: 'cognac',
    featured: false,
    description: {
      en: 'Cognac is the warmest of our browns: a tawny, almost translucent shade that darkens a little with every wear and every coat of cream, like a well-kept saddle. On the Tournon it brings out the hand-stitched heel cap and the burnished edge of the leather sole. The ankle is held close, the 10 cm heel sits squarely beneath you, and the lambskin lining feels soft from the very first step. Wear it with denim and an ecru knit, or with tweed and a silk scarf in October.',
      fr: 'Le cognac est le plus chaleureux de nos bruns : une teinte fauve, presque translucide, qui fonce un peu à chaque port et à chaque couche de crème, comme une belle selle bien entretenue. Sur la Tournon, il souligne le contrefort cousu main et la tranche brunie de la semelle en cuir. La cheville est tenue au plus près, le talon de 10 cm se pose bien d’aplomb, et la doublure en agneau est douce dès le premier pas. Avec un jean et une maille écrue, ou avec du tweed et un carré de soie, en octobre.',
    },
    related: ['boots/taupe', 'ankle-boots/black', 'sneakers/white'],
  },
  {
    type: 'ankle-boots',
    color: 'ivory',
    featured: false,
    description: {
      en: 'Ivory is the unexpected choice, and the most luminous: a soft, chalky white with a hint of cream, never stark. It lifts a dark winter wardrobe and looks lovely against bare legs in spring. The Tournon keeps its clean, close line, its 10 cm heel covered in lambskin and its fine inside zip. Pale lambskin asks for a little attention, a colourless cream and a protective spray before the first outing, and repays it with a glow no other colour has.',
      fr: 'L’ivoire est le choix inattendu, et le plus lumineux : un blanc doux et crayeux, nuancé de crème, jamais dur. Il éclaire une garde-robe d’hiver sombre et se marie à merveille avec des jambes nues au printemps. La Tournon garde sa ligne nette et ajustée, son talon de 10 cm gainé d’agneau et son fin zip intérieur. Un agneau clair demande un peu d’attention – une crème incolore, un imperméabilisant avant la première sortie – et vous le rend par un éclat qu’aucune autre teinte ne possède.',
    },
    related: ['sandals/ivory', 'pumps/nude', 'sneakers/white'],
  },

  // --- Boots: Odéon ---------------------------------------------------------------------------------------------
  {
    type: 'boots',
    color: 'black',
    featured: false,
    description: {
      en: 'The Odéon rises to just below the knee in a single, uninterrupted line of black lambskin. Three whole skins go into each pair, chosen so that the grain matches from ankle to calf. The shaft follows the leg closely without gripping it and closes with a full-length inside zip. Beneath, a 10 cm heel on a steel pin, covered in the same leather, and a tempered steel shank for long winter days. Over dark tights with a short skirt, or under a long coat that lets only the heel show.',
      fr: 'L’Odéon monte jusque sous le genou d’un seul trait d’agneau noir. Trois peaux entières entrent dans chaque paire, choisies pour que le grain se réponde de la cheville au mollet. La tige suit la jambe de près sans jamais la serrer et se ferme par un zip intérieur sur toute la hauteur. Dessous, un talon de 10 cm monté sur tige d’acier et gainé du même cuir, et un cambrion d’acier trempé qui tient bon les longues journées d’hiver. Sur des collants sombres et une jupe courte, ou sous un long manteau qui ne laisse voir que le talon.',
    },
    related: ['ankle-boots/black', 'gloves/black', 'pumps/black'],
  },
  {
    type: 'boots',
    color: 'burgundy',
    featured: true,
    description: {
      en: 'Burgundy as deep as a glass of old Pommard: in low light it reads almost black, then warms to red wherever the leather catches the sun. On the Odéon, that depth gives a tall boot an unusual softness. The lambskin is dyed through and polished by hand, the shaft rises to just below the knee, and the 10 cm heel is covered in the same leather, its seam running discreetly down the back. Lovely with grey, navy and camel, and unexpected with dusty pink.',
      fr: 'Un bordeaux profond comme un vieux pommard : dans la pénombre, il paraît presque noir, puis s’embrase de rouge dès que le cuir accroche la lumière. Sur l’Odéon, cette profondeur donne à une botte haute une douceur rare. L’agneau, teint dans la masse, est lustré à la main ; la tige monte jusque sous le genou, et le talon de 10 cm est gainé du même cuir, sa couture discrètement placée à l’arrière. Superbe avec le gris, le marine et le camel, inattendu avec un vieux rose.',
    },
    related: ['ankle-boots/red', 'pumps/red', 'gloves/black'],
  },
  {
    type: 'boots',
    color: 'taupe',
    featured: false,
    description: {
      en: 'Taupe is the neutral that flatters everything: a grey-brown with a breath of mauve, the colour of the stone balustrades in the Luxembourg gardens after rain. On the Odéon it softens the height of the boot and lets the line of the leg speak. Whole lambskins, dyed through and polished by hand; a shaft that rises to just below the knee; a 10 cm heel covered in the same leather. With ecru, charcoal and grey flannel, it is understatement at its most precise.',
      fr: 'Le taupe est le neutre qui flatte tout : un gris-brun à peine mauve, la couleur des balustrades du Luxembourg après la pluie. Sur l’Odéon, il adoucit la hauteur de la botte et laisse parler la ligne de la jambe. Des peaux d’agneau entières, teintes dans la masse et lustrées à la main ; une tige qui monte jusque sous le genou ; un talon de 10 cm gainé du même cuir. Avec de l’écru, de l’anthracite et de la flanelle grise, c’est la discrétion dans ce qu’elle a de plus juste.',
    },
    related: ['ankle-boots/cognac', 'pumps/nude', 'boots/black'],
  },

  // --- Pumps: Vavin ---------------------------------------------------------------------------------------------
  {
    type: 'pumps',
    color: 'black',
    featured: false,
    description: {
      en: 'The Vavin is our pump at its purest: a low, softly curved topline that bares the instep, an almond toe that lengthens the leg, and a slender 10 cm heel placed exactly beneath the heel bone. In black lambskin it becomes the pair that goes everywhere, to the office, to dinner, to a wedding. Inside, a lambskin lining and a 4 mm latex cushion under the ball of the foot make the longest evening feel shorter. Wear it with sheer black tights or bare legs.',
      fr: 'Le Vavin, c’est notre escarpin dans sa forme la plus pure : un décolleté bas, doucement incurvé, qui dégage le cou-de-pied, une pointe amande qui allonge la jambe et un talon fin de 10 cm posé exactement sous le talon. En agneau noir, c’est la paire qui va partout – au bureau, à dîner, à un mariage. À l’intérieur, une doublure en agneau et un coussin de latex de 4 mm sous l’avant-pied raccourcissent les plus longues soirées. Avec un collant voile noir, ou jambes nues.',
    },
    related: ['pumps/red', 'sandals/black', 'ankle-boots/black'],
  },
  {
    type: 'pumps',
    color: 'yellow',
    featured: true,
    description: {
      en: 'A saffron yellow, warm and faintly golden, closer to mimosa in February than to lemon. It is the colour we are asked about most in the boutique, and the one that turns the simplest outfit, a navy dress, a white shirt and jeans, a grey suit, into a deliberate choice. The Vavin keeps its pure lines: low topline, almond toe, 10 cm heel covered in the same dyed-through lambskin. Underneath, a leather sole with a hand-burnished edge.',
      fr: 'Un jaune safran, chaud et légèrement doré, plus proche du mimosa de février que du citron. C’est la couleur que l’on nous demande le plus en boutique, celle qui fait de la tenue la plus simple – une robe marine, une chemise blanche et un jean, un costume gris – un véritable parti pris. Le Vavin garde ses lignes pures : décolleté bas, pointe amande, talon de 10 cm gainé du même agneau teint dans la masse. Dessous, une semelle en cuir à la tranche brunie à la main.',
    },
    related: ['pumps/nude', 'sandals/gold', 'ankle-boots/red'],
  },
  {
    type: 'pumps',
    color: 'red',
    featured: false,
    description: {
      en: 'Our red is a true, deep red, lacquer rather than scarlet, and on the Vavin it is at its most assertive. The dyed-through lambskin has a soft sheen that catches candlelight; the low topline and almond toe draw the eye down and lengthen the leg; the 10 cm heel, covered in the same leather, sits squarely beneath you so you stand tall without tipping forward. Wear it with black from head to toe and nothing more to say, or with pale denim on a Sunday.',
      fr: 'Notre rouge est un vrai rouge profond – laque plutôt qu’écarlate – et c’est sur le Vavin qu’il s’affirme le plus. L’agneau teint dans la masse a un lustre doux qui accroche la lumière des bougies ; le décolleté bas et la pointe amande attirent le regard et allongent la jambe ; le talon de 10 cm, gainé du même cuir, se pose bien d’aplomb pour que l’on se tienne droite sans basculer. Avec du noir de la tête aux pieds, sans rien ajouter, ou avec un jean délavé, le dimanche.',
    },
    related: ['ankle-boots/red', 'pumps/black', 'boots/burgundy'],
  },
  {
    type: 'pumps',
    color: 'nude',
    featured: false,
    description: {
      en: 'A warm, powdery nude, close to the tone of skin at the end of summer: on the foot it all but disappears, leaving only the line of the leg and the height of the 10 cm heel. That is the whole point of a nude pump, and the low topline and almond toe of the Vavin make the most of it. Lambskin this pale is chosen skin by skin for an even, flawless grain. It goes with everything in the wardrobe, from a linen suit to a black evening dress.',
      fr: 'Un nude chaud et poudré, proche du ton d’une peau en fin d’été : au pied, il s’efface presque, et ne laisse que la ligne de la jambe et la hauteur du talon de 10 cm. C’est toute la raison d’être d’un escarpin nude, et le décolleté bas comme la pointe amande du Vavin en tirent le meilleur parti. Un agneau aussi clair se choisit peau par peau, pour un grain parfaitement régulier. Il s’accorde à toute la garde-robe, du tailleur de lin à la robe du soir noire.',
    },
    related: ['sandals/ivory', 'pumps/black', 'ankle-boots/ivory'],
  },

  // --- Sandals: Médicis -----------------------------------------------------------------------------------------
  {
    type: 'sandals',
    color: 'black',
    featured: false,
    description: {
      en: 'The Médicis is drawn rather than built: a fine strap across the toes, another that circles the ankle and fastens with a small buckle, and between them nothing but skin. Each strap is edged and folded by hand so that it never cuts in, then stitched by hand where it meets the sole. A padded footbed under a lambskin sock softens the 10 cm heel. In black, it is the evening sandal par excellence: with a slip dress in July, with wide trousers in December.',
      fr: 'La Médicis est dessinée plutôt que construite : une fine bride sur les orteils, une autre qui enlace la cheville et se ferme par une petite boucle, et entre les deux, rien que la peau. Chaque bride est bordée et rempliée à la main pour ne jamais marquer, puis cousue main là où elle rejoint la semelle. Une semelle intérieure rembourrée, sous une première en agneau, adoucit le talon de 10 cm. En noir, c’est la sandale du soir par excellence : avec une robe nuisette en juillet, un pantalon large en décembre.',
    },
    related: ['pumps/black', 'sandals/gold', 'ankle-boots/black'],
  },
  {
    type: 'sandals',
    color: 'gold',
    featured: false,
    description: {
      en: 'Gold, but never brash: a soft, brushed metallic laid over lambskin, closer to old gilding than to a mirror. On the Médicis it lights the foot like a piece of jewellery and catches the light at every step along its two fine straps. Each strap is edged and folded by hand and stitched where it meets the sole; a padded footbed under a lambskin sock softens the 10 cm heel. With white linen at a summer lunch, or black velvet on New Year’s Eve.',
      fr: 'De l’or, mais sans ostentation : un métallisé doux et brossé, posé sur l’agneau, plus proche de la dorure ancienne que du miroir. Sur la Médicis, il éclaire le pied comme un bijou et accroche la lumière à chaque pas, le long de ses deux fines brides. Chaque bride est bordée et rempliée à la main, puis cousue là où elle rejoint la semelle ; une semelle intérieure rembourrée, sous une première en agneau, adoucit le talon de 10 cm. Avec du lin blanc pour un déjeuner d’été, ou du velours noir le soir du réveillon.',
    },
    related: ['sandals/ivory', 'pumps/yellow', 'sandals/black'],
  },
  {
    type: 'sandals',
    color: 'ivory',
    featured: true,
    description: {
      en: 'In ivory, the Médicis is summer distilled: a soft, chalky white that warms against tanned skin and never looks fresher than with white linen, raw denim or a pale blue shirt. The two fine straps are edged and folded by hand so that nothing presses, stitched by hand to the sole and fastened at the ankle with a small buckle. Beneath the foot, a padded footbed under a lambskin sock and a 10 cm heel covered in the same leather. A favourite for summer weddings.',
      fr: 'En ivoire, la Médicis, c’est l’été à l’état pur : un blanc doux et crayeux qui se réchauffe sur une peau hâlée, et n’est jamais plus frais qu’avec du lin blanc, un jean brut ou une chemise bleu pâle. Les deux fines brides sont bordées et rempliées à la main pour que rien ne presse, cousues main à la semelle et fermées à la cheville par une petite boucle. Sous le pied, une semelle intérieure rembourrée sous une première en agneau, et un talon de 10 cm gainé du même cuir. La favorite des mariages d’été.',
    },
    related: ['pumps/nude', 'ankle-boots/ivory', 'sneakers/white'],
  },

  // --- Sneakers: Luco -------------------------------------------------------------------------------------------
  {
    type: 'sneakers',
    color: 'white',
    featured: true,
    description: {
      en: 'The Luco is our one flat style, named after the Jardin du Luxembourg, “le Luco” to Parisians, and made for the days you cross the city on foot. A pared-back low-top in white lambskin, cut from as few pieces as possible so that there are almost no seams, with tonal laces and a stitched rubber sole. Inside, a cushioned lambskin insole and a full lambskin lining. The leather is softer than any sneaker you own, and moulds to your foot within a week.',
      fr: 'La Luco est notre unique modèle plat. Elle doit son nom au jardin du Luxembourg – le « Luco », pour les Parisiens – et elle est faite pour les jours où l’on traverse la ville à pied. Une basket basse épurée en agneau blanc, coupée dans le moins de pièces possible, presque sans coutures, avec des lacets ton sur ton et une semelle en gomme cousue. À l’intérieur, une première matelassée et une doublure intégrale en agneau. Un cuir plus souple que toutes vos baskets, qui épouse le pied en une semaine.',
    },
    related: ['sneakers/black', 'ankle-boots/ivory', 'sandals/ivory'],
  },
  {
    type: 'sneakers',
    color: 'black',
    featured: false,
    description: {
      en: 'In black, the Luco turns almost severe: a sneaker for women who would rather be wearing pumps, and may well be by evening. Black lambskin dyed through, black laces and a black stitched rubber sole, so that the whole shoe reads as a single, quiet shape. Inside, a cushioned lambskin insole and a full lambskin lining for a day spent entirely on foot. Wear it with tailored trousers and a long coat, or with a black dress and bare ankles.',
      fr: 'En noir, la Luco devient presque austère : une basket pour celles qui préféreraient porter des escarpins, et qui les enfileront peut-être le soir venu. Agneau noir teint dans la masse, lacets noirs, semelle en gomme noire cousue : la chaussure entière se lit comme une seule forme, silencieuse. À l’intérieur, une première matelassée et une doublure intégrale en agneau, pour une journée entière à pied. Avec un pantalon de tailleur et un long manteau, ou une robe noire et les chevilles nues.',
    },
    related: ['sneakers/white', 'ankle-boots/black', 'gloves/black'],
  },

  // --- Gloves: Opéra --------------------------------------------------------------------------------------------
  {
    type: 'gloves',
    color: 'black',
    featured: false,
    description: {
      en: 'The Opéra gloves are cut from Italian lambskin so fine it turns almost translucent at the fingertips, and lined in silk that slides on without catching. Each pair is shaped by hand, the fingers cut to close softly around the hand without ever constraining it, with a short cuff that slips beneath a coat sleeve. In black, they are the finishing gesture of a winter outfit, and warm enough for a morning walk along the quais in January.',
      fr: 'Les gants Opéra sont taillés dans un agneau italien si fin qu’il devient presque translucide au bout des doigts, et doublés d’une soie qui glisse sans accrocher. Chaque paire est façonnée à la main, les doigts coupés pour se refermer doucement sur la main sans jamais la contraindre, avec une manchette courte qui se glisse sous la manche d’un manteau. En noir, ils signent une tenue d’hiver, et tiennent assez chaud pour une promenade matinale sur les quais en janvier.',
    },
    related: ['boots/black', 'ankle-boots/black', 'pumps/black'],
  },
]

export const products: ProductSeed[] = COLOURWAYS.map((c, i) => {
  const model = MODELS[c.type]
  const colour = COLORS[c.color]
  const details = DETAILS[c.type]
  const first = FIRST_DETAIL_OVERRIDE[`${c.type}/${c.color}`]
  return {
    type: c.type,
    color: c.color,
    colorName: colour.name,
    swatch: colour.swatch,
    title: {
      en: `${model.en}, ${colour.name.en.toLowerCase()}`,
      fr: `${model.fr}, ${colour.name.fr.toLowerCase()}`,
    },
    price: PRICES[c.type],
    featured: c.featured,
    description: c.description,
    details: first
      ? { en: [first.en, ...details.en.slice(1)], fr: [first.fr, ...details.fr.slice(1)] }
      : { en: [...details.en], fr: [...details.fr] },
    care: careFor(c.type, c.color),
    returns: RETURNS,
    related: c.related,
    position: i + 1,
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Stock
// ---------------------------------------------------------------------------------------------------------------

/** FNV-1a, 32 bits: a small, stable hash of the SKU. */
function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Fixed states the storefront and tests rely on: [online, boutique]. */
const STOCK_OVERRIDES: Record<string, [number, number]> = {
  // a few sizes at 1–2 units online
  'ankle-boots-red-38': [2, 1],
  'pumps-yellow-37.5': [1, 2],
  'ankle-boots-black-40.5': [2, 2],
  'boots-burgundy-39': [1, 1],
  'sandals-ivory-37': [1, 0],
  'sneakers-black-38': [2, 3],
  // sold out online, available at the boutique
  'pumps-black-39.5': [0, 2],
  'ankle-boots-cognac-36.5': [0, 1],
  'sandals-black-38.5': [0, 2],
}

/** Stock per SKU: [online, boutique]. */
export function stockFor(type: string, color: string, size: string): [number, number] {
  const sku = `${type}-${color}-${size}`
  const h = hash(sku)
  // Sold out everywhere.
  if (type === 'sandals' && color === 'gold') return [0, 0]
  // Sold out online, available in the boutique only.
  if (type === 'boots' && color === 'taupe') return [0, 1 + (h % 3)]
  const fixed = STOCK_OVERRIDES[sku]
  if (fixed) return [fixed[0], fixed[1]]

  const extreme = type !== 'gloves' && (size === '35' || size === '42')
  let online: number
  let boutique: number
  if (extreme) {
    // The smallest and largest sizes are made in very small numbers.
    online = [0, 0, 1, 1, 1, 2, 0, 3][h % 8]
    boutique = (h >>> 8) % 2
  } else {
    const r = h % 24
    online = r === 0 ? 0 : r === 1 ? 1 + ((h >>> 5) % 2) : 3 + ((h >>> 5) % 10)
    boutique = (h >>> 9) % 5
  }
  // A size sold out online is always held in the boutique (only sandals/gold is sold out everywhere).
  if (online === 0 && boutique === 0) boutique = 1 + ((h >>> 13) % 2)
  return [online, boutique]
}
