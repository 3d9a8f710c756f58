// GET /api/directions?mode=car|foot|bike&lat=…&lng=… — the way from the shopper's position to the boutique:
// duration (s), distance (m), the line to draw, and `estimated` when no routing service computed it.
import { DIRECTIONS_MAX_KM, directionsQuerySchema } from '@/domain/schemas/directions'
import { haversineMeters } from '@/domain/storeMap/travel'
import { endpoint } from '@/server/http/endpoint'
import { FieldError, json } from '@/server/http/errors'
import { routingFromEnv } from '@/server/storeMap/routing'
import { getBoutique } from '@/server/stores'

export const GET = endpoint({
  name: 'directions',
  budget: 'api',
  who: 'anyone',
  input: 'query',
  invalidStatus: 400,
  schema: () => directionsQuerySchema,
  async handle({ data, locale }) {
    const boutique = await getBoutique(locale)
    if (!boutique || boutique.lat === null || boutique.lng === null)
      throw new FieldError(
        '',
        locale === 'fr' ? 'La boutique n’a pas de position.' : 'The boutique has no position.',
        404,
      )
    const to = { lat: boutique.lat, lng: boutique.lng }
    const from = { lat: data.lat, lng: data.lng }
    if (haversineMeters(from, to) > DIRECTIONS_MAX_KM * 1000)
      throw new FieldError(
        'lat',
        locale === 'fr' ? 'Trop loin de la boutique pour un itinéraire.' : 'Too far from the boutique for directions.',
      )
    const route = await routingFromEnv().route(from, to, data.mode)
    // A position is personal: no shared cache keeps the answer.
    return json({ mode: data.mode, ...route })
  },
})
