'use client'
// The orders list's VAT column, read from the order as stored at purchase: the rate and the amount inside the total
// ("20 % · 264,17 €"), or "Export" when no VAT was charged. An order placed before VAT by destination reads as French
// VAT at 20 %, as its invoice does (src/domain/vat.ts, orderVat).
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { formatPrice } from '@/domain/money'
import { formatPercent } from '@/domain/numberFormat'
import { orderVat } from '@/domain/vat'

const EXPORT = { en: 'Export, no VAT', fr: 'Export, sans TVA' }

export function VatCell({ rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const l = i18n.language === 'fr' ? 'fr' : 'en'
  if (typeof rowData?.total !== 'number') return null
  const vat = orderVat({ total: rowData.total, vat: rowData.vat })
  return (
    <span data-testid="order-vat-cell" data-regime={vat.regime} style={{ whiteSpace: 'nowrap' }}>
      {vat.regime === 'export'
        ? EXPORT[l]
        : `${formatPercent(vat.rate, l)} · ${formatPrice(vat.amount, l)}${vat.regime === 'oss' && rowData.shippingAddress?.country ? ` (${rowData.shippingAddress.country})` : ''}`}
    </span>
  )
}
