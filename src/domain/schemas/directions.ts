// Query of GET /api/directions?mode=foot&lat=…&lng=… — the shopper's position and travel mode; the destination is
// always the boutique (read on the server), so the endpoint cannot be used as a free routing proxy.
import { TRAVEL_MODES } from '../storeMap/travel'
import { z } from './zod'

/** Beyond this straight-line distance from the boutique, directions are not computed (a typo'd or spoofed point). */
export const DIRECTIONS_MAX_KM = 1000

export const directionsQuerySchema = z.object({
  mode: z.enum(TRAVEL_MODES, { message: 'Choose car, foot or bike.' }),
  lat: z.coerce.number({ message: 'Not a latitude.' }).min(-90, 'Not a latitude.').max(90, 'Not a latitude.'),
  lng: z.coerce.number({ message: 'Not a longitude.' }).min(-180, 'Not a longitude.').max(180, 'Not a longitude.'),
  locale: z.enum(['en', 'fr']).optional(),
})
