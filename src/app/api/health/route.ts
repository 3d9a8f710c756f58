// GET /api/health — readiness probe: answers once the server has migrated and seeded its database.
import { NextResponse } from 'next/server'
import { getPayload } from '@/server/platform/payload'

export const dynamic = 'force-dynamic'

export async function GET() {
  try {
    const payload = await getPayload()
    const stores = await payload.count({ collection: 'stores', overrideAccess: false })
    return NextResponse.json({ ok: true, stores: stores.totalDocs })
  } catch {
    return NextResponse.json({ ok: false }, { status: 503 })
  }
}
