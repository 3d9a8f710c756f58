// "MS" on the house's near-black square: the same drawing as the site's favicon (src/app/icon.svg).
import { BRAND_NAME } from './brandStrings'

/** `size` in pixels, or '100%' to fill a box whose size the admin's own styles set (the breadcrumb's home link). */
export function Monogram({ size }: { size: number | '100%' }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={BRAND_NAME}>
      <rect width="64" height="64" fill="#141210" />
      <text
        x="32"
        y="42"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize="30"
        letterSpacing="2"
        fill="#f6f2ea"
      >
        MS
      </text>
    </svg>
  )
}
