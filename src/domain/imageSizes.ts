// Which of an upload's configured sizes should exist. Payload makes a size at upload unless the original is
// too small for it (it never enlarges): a size with both a width and a height is skipped only when the original is
// smaller on both sides; a size with one side is skipped when the original is smaller on that side. A size that
// should exist but has no file (the upload predates the size) is missing, and the media regeneration makes it.
export interface SizeSpec {
  name: string
  width?: number
  height?: number
}

export interface Dimensions {
  width: number
  height: number
}

type StoredSizes = Record<string, { filename?: string | null } | null | undefined> | null | undefined

/** Does Payload make this size for an original of these dimensions? */
export function sizeIsMade(original: Dimensions, size: SizeSpec): boolean {
  const { width, height } = size
  if (width && height) return !(original.width < width && original.height < height)
  if (width && original.width < width) return false
  if (height && original.height < height) return false
  return true
}

/** The sizes an upload should have and has no file for, in configuration order. */
export function missingSizes(original: Dimensions, stored: StoredSizes, specs: readonly SizeSpec[]): SizeSpec[] {
  return specs.filter((spec) => sizeIsMade(original, spec) && !stored?.[spec.name]?.filename)
}
