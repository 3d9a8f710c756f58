// A hand-drawn sketch of the boutique's neighbourhood (Saint-Germain, the Jardin du Luxembourg, the Seine up to the
// Louvre and the Opéra, where the filming locations are): the main streets, the gardens, the river and the metro
// stations, [lng, lat] in WGS 84 and accurate to a few tens of metres. It is the zero-setup map, drawn offline
// with no tile server; a real style (NEXT_PUBLIC_MAP_STYLE_URL) replaces it — see docs/architecture.md, "Map data".
type Pt = [number, number]

const MAJOR: Record<string, Pt[]> = {
  'Boulevard Saint-Germain': [
    [2.319, 48.861],
    [2.3265, 48.856],
    [2.3335, 48.854],
    [2.3352, 48.8528],
    [2.3395, 48.8522],
    [2.344, 48.851],
    [2.348, 48.85],
    [2.356, 48.849],
  ],
  'Boulevard Saint-Michel': [
    [2.3445, 48.8535],
    [2.343, 48.851],
    [2.3405, 48.8465],
    [2.3395, 48.843],
    [2.3365, 48.84],
  ],
  'Rue de Rennes': [
    [2.333, 48.854],
    [2.327, 48.8485],
    [2.322, 48.843],
  ],
  'Rue de Rivoli': [
    [2.322, 48.866],
    [2.333, 48.862],
    [2.342, 48.86],
    [2.35, 48.858],
  ],
  "Avenue de l'Opéra": [
    [2.3355, 48.863],
    [2.3318, 48.871],
  ],
  'Rue de Vaugirard': [
    [2.3245, 48.847],
    [2.3325, 48.8487],
    [2.3375, 48.8492],
    [2.341, 48.8478],
  ],
  'Quais de la rive gauche': [
    [2.31, 48.8625],
    [2.32, 48.8615],
    [2.33, 48.859],
    [2.341, 48.856],
    [2.347, 48.853],
    [2.354, 48.851],
  ],
  'Boulevard Haussmann': [
    [2.318, 48.8735],
    [2.3316, 48.8722],
    [2.34, 48.872],
  ],
}

const MINOR: Record<string, Pt[]> = {
  'Rue de Tournon et rue de Seine': [
    [2.3375, 48.8492],
    [2.3372, 48.8512],
    [2.3368, 48.8535],
    [2.3375, 48.8565],
  ],
  'Rue de Condé': [
    [2.3383, 48.8495],
    [2.3388, 48.8518],
  ],
  "Rue de l'Odéon": [
    [2.3392, 48.8497],
    [2.3395, 48.8518],
  ],
  'Rue de Médicis': [
    [2.34, 48.849],
    [2.341, 48.847],
  ],
  'Rue Saint-Sulpice': [
    [2.335, 48.851],
    [2.3385, 48.8512],
  ],
  'Rue Bonaparte': [
    [2.333, 48.8505],
    [2.3333, 48.857],
  ],
  'Rue Guynemer': [
    [2.3322, 48.8485],
    [2.331, 48.8445],
  ],
  'Rue Soufflot': [
    [2.341, 48.8468],
    [2.3462, 48.8462],
  ],
  'Rue Saint-Honoré': [
    [2.321, 48.869],
    [2.33, 48.8655],
    [2.34, 48.861],
  ],
  'Rue de la Paix': [
    [2.3294, 48.8675],
    [2.3312, 48.8698],
  ],
  'Rue du Four': [
    [2.333, 48.8528],
    [2.3368, 48.8525],
  ],
  'Rue Mouffetard': [
    [2.3455, 48.8455],
    [2.3495, 48.841],
  ],
}

const PARKS: Record<string, Pt[]> = {
  'Jardin du Luxembourg': [
    [2.3325, 48.848],
    [2.3395, 48.8483],
    [2.3408, 48.8465],
    [2.34, 48.844],
    [2.3375, 48.842],
    [2.3345, 48.8432],
    [2.3322, 48.8455],
    [2.3325, 48.848],
  ],
  'Jardin des Tuileries': [
    [2.3235, 48.8665],
    [2.333, 48.8628],
    [2.3318, 48.8612],
    [2.3222, 48.8648],
    [2.3235, 48.8665],
  ],
  'Jardin du Palais-Royal': [
    [2.3365, 48.8635],
    [2.3385, 48.8635],
    [2.3385, 48.866],
    [2.3365, 48.866],
    [2.3365, 48.8635],
  ],
  'Place Saint-Sulpice': [
    [2.334, 48.8505],
    [2.3355, 48.8505],
    [2.3355, 48.8512],
    [2.334, 48.8512],
    [2.334, 48.8505],
  ],
}

const SEINE: Pt[][] = [
  [
    [2.3, 48.8635],
    [2.3195, 48.8635],
    [2.33, 48.86],
    [2.3375, 48.8583],
    [2.3412, 48.857],
    [2.3445, 48.8545],
    [2.3475, 48.853],
    [2.353, 48.8505],
    [2.36, 48.848],
  ],
  [
    [2.3412, 48.857],
    [2.347, 48.8575],
    [2.352, 48.8555],
    [2.36, 48.852],
  ],
]

const METRO: Record<string, Pt> = {
  Odéon: [2.3403, 48.852],
  Mabillon: [2.3352, 48.853],
  'Saint-Sulpice': [2.3305, 48.8512],
  'Luxembourg (RER B)': [2.34, 48.8462],
  'Saint-Germain-des-Prés': [2.3339, 48.8539],
  'Palais Royal – Musée du Louvre': [2.3363, 48.8626],
  Opéra: [2.3315, 48.8706],
}

const line = (name: string, coordinates: Pt[], kind: string) => ({
  type: 'Feature' as const,
  properties: { name, kind },
  geometry: { type: 'LineString' as const, coordinates },
})

export const NEIGHBOURHOOD = {
  type: 'FeatureCollection' as const,
  features: [
    ...Object.entries(PARKS).map(([name, ring]) => ({
      type: 'Feature' as const,
      properties: { name, kind: 'park' },
      geometry: { type: 'Polygon' as const, coordinates: [ring] },
    })),
    ...SEINE.map((c) => line('La Seine', c, 'water')),
    ...Object.entries(MAJOR).map(([name, c]) => line(name, c, 'major')),
    ...Object.entries(MINOR).map(([name, c]) => line(name, c, 'minor')),
    ...Object.entries(METRO).map(([name, coordinates]) => ({
      type: 'Feature' as const,
      properties: { name, kind: 'metro' },
      geometry: { type: 'Point' as const, coordinates },
    })),
  ],
}
