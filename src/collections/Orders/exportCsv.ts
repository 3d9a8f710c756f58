// GET /api/orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&status=all] — the accountant's download (service team
// and admins): the orders of those Paris days that took money (or all of them), formula-safe CSV.
import type { Endpoint, Where } from 'payload'
import { formatZodIssues } from '@/domain/schemas/issues'
import { EXPORTED_STATUSES, orderExportQuerySchema, ordersCsv, parisDayBounds } from '@/domain/orderExport'
import { staffRefusal } from '@/server/http/refusals'
import { errorResponse } from '@/server/http/errors'

export const exportOrdersCsv: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    const refused = staffRefusal(req.user, ['service'], req.i18n?.language === 'fr' ? 'fr' : 'en')
    if (refused) return errorResponse(refused)
    const query = Object.fromEntries(new URL(req.url ?? 'http://x').searchParams)
    const parsed = orderExportQuerySchema.safeParse(query)
    if (!parsed.success) return Response.json({ errors: formatZodIssues(parsed.error) }, { status: 400 })
    const { from, to, status } = parsed.data
    const bounds = parisDayBounds(from, to)
    const and: Where[] = []
    if (bounds.from) and.push({ createdAt: { greater_than_equal: bounds.from.toISOString() } })
    if (bounds.to) and.push({ createdAt: { less_than: bounds.to.toISOString() } })
    if (status === 'taken') and.push({ status: { in: [...EXPORTED_STATUSES] } })
    const res = await req.payload.find({
      collection: 'orders',
      where: { and },
      pagination: false,
      sort: 'createdAt',
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    const name = `orders-${from ?? 'start'}-${to ?? 'today'}.csv`
    return new Response(ordersCsv(res.docs), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
