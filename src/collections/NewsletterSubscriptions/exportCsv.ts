// GET /api/newsletter-subscriptions/export.csv — staff download of the confirmed list (service/admin only).
import type { Endpoint } from 'payload'
import { toCsv } from '@/domain/csv'
import { staffRefusal } from '@/server/http/refusals'
import { errorResponse } from '@/server/http/errors'

export const exportCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const refused = staffRefusal(req.user, ['service'], req.i18n?.language === 'fr' ? 'fr' : 'en')
    if (refused) return errorResponse(refused)
    const status = new URL(req.url ?? 'http://x').searchParams.get('status') ?? 'confirmed'
    const res = await req.payload.find({
      collection: 'newsletter-subscriptions',
      where: status === 'all' ? {} : { status: { equals: status } },
      pagination: false,
      sort: 'createdAt',
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const rows = res.docs.map((d) => [
      d.email,
      d.status,
      d.locale ?? '',
      d.source ?? '',
      d.createdAt,
      d.confirmedAt ?? '',
    ])
    const body = toCsv(['email', 'status', 'locale', 'source', 'created_at', 'confirmed_at'], rows)
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-${status}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
