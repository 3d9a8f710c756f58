// URL slugs from titles: "Les escarpins de l’été" → "les-escarpins-de-l-ete". Accents dropped, œ/æ spelled out,
// anything else between words becomes one hyphen; at most 80 characters, never ending on a hyphen.
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** The house's name already in an SEO title ("Notre histoire — Maison Sabine"): the site suffix is not added again. */
export const carriesBrand = (title: string, brand = 'Maison Sabine') =>
  title.toLowerCase().replace(/\s+/g, ' ').includes(brand.toLowerCase())
