// GET /api/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD[&status=all] — the accountant's orders CSV (customer service
// and admins, who read the invoices and credit notes it lists), this month so far unless a period is given
import { orderExportQuerySchema } from '@/domain/orderExport'
import { endpoint } from '@/server/http/endpoint'
import { perLocale } from '@/server/http/copy'
import { ordersExport } from '@/server/orders/export'
import { EXPORT_COPY } from '@/server/orders/exportCopy'
import { getPayload } from '@/server/platform/payload'

const schema = perLocale((l) => orderExportQuerySchema(EXPORT_COPY[l].query))

export const GET = endpoint({
  name: 'orders-export',
  budget: 'api',
  who: { staff: ['service'] },
  input: 'query',
  schema,
  async handle({ data, locale, user }) {
    const { csv, filename } = await ordersExport(await getPayload(), user, data, locale)
    // Never kept by a browser or a shared cache: it carries shoppers' names and addresses.
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
})
