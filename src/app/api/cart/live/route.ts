// GET /api/cart/live — the live cart's event stream (src/server/carts/liveEndpoint.ts). Our production server
// answers this path itself; this handler serves it under `next start` and `next dev`.
import { cartLive } from '@/server/carts/liveEndpoint'

export const dynamic = 'force-dynamic'

export const GET = cartLive
