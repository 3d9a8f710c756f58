// GET /api/health — liveness probe: 200 while the process serves requests. Reads nothing (no database, no Redis), so a
// busy or unreachable database never makes a monitor restart a live process; whether the instance can serve the shop
// is GET /api/ready. Our server answers it itself while the instance is opening (src/server/edge/openingPage.ts).
import { NextResponse } from 'next/server'

export const dynamic = 'force-dynamic'

export function GET() {
  return NextResponse.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
