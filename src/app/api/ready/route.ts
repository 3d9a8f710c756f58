// GET /api/ready — readiness probe (load balancer, deploy script, e2e start): 200 when this instance can serve the shop
// (database reachable, migrations applied, Redis reachable when configured), else 503 with what is missing. While the
// instance is still opening, our server answers 503 itself (src/server/edge/openingPage.ts).
import { NextResponse } from 'next/server'
import { readiness } from '@/server/platform/readiness'

export const dynamic = 'force-dynamic'

export async function GET() {
  const state = await readiness()
  return NextResponse.json(state, {
    status: state.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', ...(state.ready ? {} : { 'Retry-After': '5' }) },
  })
}
