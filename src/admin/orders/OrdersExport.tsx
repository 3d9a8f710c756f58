// Above the orders list: the accountant's CSV for a period, this month so far unless the staff member picks other
// days. Shown to those who may download it (customer service and admins; the endpoint checks again): it lists the
// invoices and credit notes, which the stock team does not read.
import { headers } from 'next/headers'
import type { ServerProps } from 'payload'
import { hasRole } from '@/access/roles'
import { exportPeriod } from '@/domain/orderExport'
import { EXPORT_COPY } from '@/server/orders/exportCopy'
import { OrdersExportForm } from './OrdersExportForm.client'
import { ordersExportStrings } from './ordersExportStrings'

export async function OrdersExport({ i18n, payload }: ServerProps) {
  // The whole session (with its sign-in steps), not the list's copy of the user filtered for the client.
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasRole(user, 'service')) return null
  const lang = i18n?.language === 'fr' ? 'fr' : 'en'
  return (
    <OrdersExportForm
      period={exportPeriod({})}
      strings={ordersExportStrings[lang]}
      messages={EXPORT_COPY[lang].query}
    />
  )
}
