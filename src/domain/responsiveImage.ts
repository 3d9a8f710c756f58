// Responsive images from the sizes Payload generates at upload: width candidates of one aspect ratio, versioned
// URLs (the files are served as immutable, so a changed image must get a new URL) and the srcset strings.
// Each size exists twice, WebP for every browser and AVIF (fewer bytes for the same look) for those that decode it: the
// AVIF file of a candidate has the same geometry, so it rides on the candidate as `avif`.
export interface Candidate {
  src: string
  width: number
  height: number
  /** The same picture, same width and height, encoded as AVIF (absent until that file exists). */
  avif?: string
}

/** Payload size name of a WebP size's AVIF twin: 'medium' → 'mediumAvif'. */
export const avifTwin = (sizeName: string) => `${sizeName}Avif`

/** '…/file/red-640x800.webp' + version → '…/file/red-640x800.webp?v=…' (an existing query is kept). */
export function versioned(src: string, version: string | null | undefined): string {
  if (!version) return src
  return `${src}${src.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`
}

/** 'updatedAt' of a media document → a short, stable version token ('' when unknown). */
export const versionOf = (updatedAt: string | null | undefined) => {
  const t = updatedAt ? Date.parse(updatedAt) : Number.NaN
  return Number.isFinite(t) ? t.toString(36) : ''
}

/** Narrowest first, one per width, missing sizes dropped (a small original has no larger sizes). */
export function candidates(list: readonly (Candidate | null | undefined)[]): Candidate[] {
  const byWidth = new Map<number, Candidate>()
  for (const c of list) if (c && c.width > 0 && c.height > 0 && !byWidth.has(c.width)) byWidth.set(c.width, c)
  return [...byWidth.values()].sort((a, b) => a.width - b.width)
}

export const srcSetOf = (list: readonly Candidate[]) => list.map((c) => `${c.src} ${c.width}w`).join(', ')

/**
 * The srcset of the `<source type="image/avif">`: each width's AVIF file, or its WebP/original file where no AVIF
 * twin exists (the original, a size not regenerated yet), so the AVIF source never offers fewer widths than the
 * <img> (any browser that decodes AVIF decodes WebP). Undefined when no candidate has an AVIF twin.
 */
export function avifSrcSetOf(list: readonly Candidate[]): string | undefined {
  if (!list.some((c) => c.avif)) return undefined
  return list.map((c) => `${c.avif ?? c.src} ${c.width}w`).join(', ')
}

/** The `src` for browsers without srcset support and for the preload's href: the first candidate ≥ minWidth. */
export const fallbackOf = (list: readonly Candidate[], minWidth = 640) =>
  list.find((c) => c.width >= minWidth) ?? list.at(-1)
