// GET /map/preview.svg — the still sketch of the boutique's neighbourhood that the map box shows until the
// interactive map is loaded. Static: built once, cached by browsers and shared caches for a day.
import { previewSvg } from '@/server/storeMap/previewSvg'

export const dynamic = 'force-static'

export function GET() {
  return new Response(previewSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400, s-maxage=86400',
    },
  })
}
