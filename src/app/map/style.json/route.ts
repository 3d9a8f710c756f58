// GET /map/style.json — the bundled offline map style of the boutique's neighbourhood (used when
// NEXT_PUBLIC_MAP_STYLE_URL is not set). Static: built once, cached by browsers and shared caches for a day.
import { offlineStyle } from '@/server/storeMap/offlineStyle'

export const dynamic = 'force-static'

export function GET() {
  return Response.json(offlineStyle(), {
    headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400' },
  })
}
