// The words shoppers use, in English and French, for the catalog's types and colours and for the assistant's
// chips (occasion, style, comfort). Matching is done on accent-folded, lower-case words, so « Bottines dorées »
// and "bottines doree" read the same. Plural and feminine endings are listed where French and English need them.
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')

export const TYPES = {
  'ankle-boots': [
    'ankle boot',
    'ankle boots',
    'ankle-boots',
    'bootie',
    'booties',
    'bottine',
    'bottines',
    'boots courtes',
  ],
  boots: ['boot', 'boots', 'tall boots', 'knee boots', 'botte', 'bottes', 'cuissardes'],
  pumps: ['pump', 'pumps', 'court shoe', 'court shoes', 'stiletto', 'stilettos', 'escarpin', 'escarpins'],
  sandals: ['sandal', 'sandals', 'sandale', 'sandales', 'nu-pieds', 'nu pieds', 'mule', 'mules'],
  sneakers: ['sneaker', 'sneakers', 'trainer', 'trainers', 'basket', 'baskets', 'tennis'],
  gloves: ['glove', 'gloves', 'gant', 'gants'],
} as const
export type ProductType = keyof typeof TYPES

export const COLORS = {
  black: ['black', 'noir', 'noire', 'noirs', 'noires'],
  red: ['red', 'rouge', 'rouges', 'scarlet', 'carmin'],
  cognac: ['cognac', 'tan', 'camel', 'brown', 'marron', 'brun', 'fauve'],
  ivory: ['ivory', 'ivoire', 'cream', 'creme', 'off-white', 'ecru'],
  burgundy: ['burgundy', 'bordeaux', 'wine', 'oxblood', 'lie de vin'],
  taupe: ['taupe', 'grey', 'gray', 'gris', 'grise'],
  yellow: ['yellow', 'jaune', 'jaunes', 'mustard', 'moutarde'],
  nude: ['nude', 'beige', 'blush', 'poudre'],
  gold: ['gold', 'golden', 'en or', 'd or', 'dore', 'doree', 'dores', 'dorees', 'metallic', 'metallise'],
  white: ['white', 'blanc', 'blanche', 'blancs', 'blanches'],
} as const
export type Color = keyof typeof COLORS

export const OCCASIONS = {
  wedding: ['wedding', 'bride', 'bridal', 'mariage', 'mariee', 'ceremony', 'ceremonie'],
  evening: ['evening', 'night out', 'party', 'gala', 'cocktail', 'soiree', 'fete', 'diner', 'dinner', 'opera'],
  office: ['office', 'work', 'meeting', 'bureau', 'travail', 'reunion', 'business'],
  day: ['day', 'daytime', 'everyday', 'weekend', 'city', 'errands', 'quotidien', 'tous les jours', 'journee', 'ville'],
  travel: ['travel', 'trip', 'holiday', 'vacation', 'voyage', 'vacances'],
} as const
export type Occasion = keyof typeof OCCASIONS

export const STYLES = {
  classic: ['classic', 'timeless', 'classique', 'intemporel', 'intemporelle', 'elegant', 'elegante', 'chic'],
  bold: [
    'bold',
    'statement',
    'audacious',
    'striking',
    'audacieux',
    'audacieuse',
    'remarquee',
    'flashy',
    'colourful',
    'colorful',
    'colore',
    'coloree',
  ],
  minimal: ['minimal', 'minimalist', 'simple', 'understated', 'sobre', 'minimaliste', 'discret', 'discrete'],
  casual: ['casual', 'relaxed', 'laid-back', 'decontracte', 'decontractee', 'detendu', 'sporty', 'sport'],
} as const
export type Style = keyof typeof STYLES

export const COMFORT_WORDS = [
  'comfort',
  'comfortable',
  'comfy',
  'walk',
  'walking',
  'all day',
  'heel-friendly',
  'flat',
  'flats',
  'confort',
  'confortable',
  'confortables',
  'marcher',
  'toute la journee',
  'plat',
  'plates',
]

/** What an occasion or a style suggests (soft preferences: they order results, they never exclude one). */
export const LEANINGS: Record<Occasion | Style, { types: ProductType[]; colors: Color[] }> = {
  wedding: { types: ['pumps', 'sandals'], colors: ['ivory', 'nude', 'gold'] },
  evening: { types: ['pumps', 'sandals'], colors: ['black', 'red', 'gold'] },
  office: { types: ['pumps', 'ankle-boots'], colors: ['black', 'nude', 'taupe', 'cognac'] },
  day: { types: ['sneakers', 'ankle-boots', 'boots'], colors: ['cognac', 'white', 'black'] },
  travel: { types: ['sneakers', 'ankle-boots'], colors: ['black', 'white', 'cognac'] },
  classic: { types: ['pumps', 'ankle-boots'], colors: ['black', 'nude', 'ivory', 'cognac'] },
  bold: { types: ['pumps', 'sandals'], colors: ['red', 'yellow', 'gold', 'burgundy'] },
  minimal: { types: ['pumps', 'sneakers'], colors: ['black', 'white', 'ivory', 'taupe'] },
  casual: { types: ['sneakers', 'ankle-boots'], colors: ['white', 'cognac', 'black'] },
}

/** Flat soles first for "heel-friendly comfort", then the block-heeled boots. */
export const COMFORT_TYPES: ProductType[] = ['sneakers', 'ankle-boots', 'boots']
