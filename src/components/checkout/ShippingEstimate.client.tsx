'use client'
// The panel's shipping block: the cost for the chosen country (or "Free" past the zone's threshold), the terms'
// delivery estimate beside it, the total with shipping and the VAT of that country — before the shopper pays. In the
// EU the total is the same everywhere and the line names the VAT inside it; outside the EU (an export) the total is
// without French VAT and the line says duties are due on delivery (src/domain/vat.ts). The zone and VAT tables are
// read once per panel opening from GET /api/shipping; the checkout charges the same tables on the server.
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import type { Locale } from '@/domain/locale'
import { formatCartTotal } from '@/domain/money'
import { formatPercent } from '@/domain/numberFormat'
import { countryName } from '@/domain/schemas/countries'
import { type ShippingZone, shippingQuote } from '@/domain/shipping'
import { type VatRates, chargeOrder, vatRule } from '@/domain/vat'
import { requestJson } from '@/lib/http'
import styles from './checkout.module.css'

type Tables = { zones: ShippingZone[]; vatRates: VatRates; exportExcludesFrenchVat: boolean }

function useZones(open: boolean) {
  const [zones, setZones] = useState<Tables | null>(null)
  useEffect(() => {
    if (!open) return
    const ctrl = new AbortController()
    requestJson<Tables>('/api/shipping', { signal: ctrl.signal })
      .then((r) => setZones(r))
      // Without the table the panel says nothing it cannot stand by; the checkout still prices on the server.
      .catch(() => undefined)
    return () => ctrl.abort()
  }, [open])
  return zones
}

export function ShippingEstimate({
  open,
  country,
  items,
  locale,
}: {
  open: boolean
  country: string
  /** The cart's lines at their shown (French VAT-inclusive) prices. */
  items: readonly { price: number; quantity: number }[]
  locale: Locale
}) {
  const t = useTranslations('checkout.delivery')
  const tables = useZones(open)
  if (!country) return <p className={styles.muted}>{t('chooseCountry')}</p>
  if (!tables) return <p className={styles.muted}>{t('loading')}</p>
  const subtotal = items.reduce((s, i) => s + i.price * i.quantity, 0)
  const quote = shippingQuote(tables.zones, country, subtotal)
  if (!quote)
    return (
      <p className={styles.muted} data-testid="checkout-shipping">
        {t('unavailable')}
      </p>
    )
  // What the checkout will charge: the server prices the same lines with the same rule.
  const rule = vatRule(country, tables.vatRates ?? {})
  const charged = chargeOrder(
    items.map((i) => ({ unitPrice: i.price, quantity: i.quantity })),
    quote.cost,
    rule,
    { exportExcludesFrenchVat: tables.exportExcludesFrenchVat !== false },
  )
  return (
    <div data-testid="checkout-shipping" aria-live="polite">
      <p className={styles.muted}>
        {t('cost', {
          country: countryName(country, locale),
          cost: quote.free ? t('free') : formatCartTotal(charged.shipping),
        })}{' '}
        · {t('estimate', quote.days)}
      </p>
      {!quote.free && quote.freeFrom != null ? (
        <p className={styles.muted}>{t('freeFrom', { amount: formatCartTotal(quote.freeFrom) })}</p>
      ) : null}
      <p className={styles.muted} data-testid="checkout-total">
        {t('total', { total: formatCartTotal(charged.total) })}
      </p>
      <p className={styles.muted} data-testid="checkout-vat">
        {rule.regime === 'export'
          ? t('vatExport')
          : t('vatIncluded', {
              rate: formatPercent(rule.rate, locale),
              amount: formatCartTotal(charged.vat.amount),
            })}
      </p>
    </div>
  )
}
