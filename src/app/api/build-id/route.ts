// GET /api/build-id — the build this instance serves, polled by open pages to reload after a deploy.
import { NextResponse } from 'next/server'
import { buildId } from '@/server/platform/buildId'

export const dynamic = 'force-dynamic'

export function GET() {
  return NextResponse.json({ buildId: buildId() }, { headers: { 'Cache-Control': 'no-store' } })
}
