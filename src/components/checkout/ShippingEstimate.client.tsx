'use client'
// The panel's shipping block: the cost for the chosen country (or "Free" past the zone's threshold), the terms'
// delivery estimate beside it, and the total with shipping — before the shopper pays. The zone table is read once
// per panel opening from GET /api/shipping; the checkout charges the same table on the server.
import { useTranslations } from '@/i18n/client'
import { useEffect, useState } from 'react'
import type { Locale } from '@/domain/locale'
import { formatCartTotal } from '@/domain/money'
import { countryName } from '@/domain/schemas/countries'
import { type ShippingZone, shippingQuote } from '@/domain/shipping'
import { requestJson } from '@/lib/http'
import styles from './checkout.module.css'

function useZones(open: boolean) {
  const [zones, setZones] = useState<ShippingZone[] | null>(null)
  useEffect(() => {
    if (!open) return
    const ctrl = new AbortController()
    requestJson<{ zones: ShippingZone[] }>('/api/shipping', { signal: ctrl.signal })
      .then((r) => setZones(r.zones))
      // Without the table the panel says nothing it cannot stand by; the checkout still prices on the server.
      .catch(() => undefined)
    return () => ctrl.abort()
  }, [open])
  return zones
}

export function ShippingEstimate({
  open,
  country,
  subtotal,
  locale,
}: {
  open: boolean
  country: string
  subtotal: number
  locale: Locale
}) {
  const t = useTranslations('checkout.delivery')
  const zones = useZones(open)
  if (!country) return <p className={styles.muted}>{t('chooseCountry')}</p>
  if (!zones) return <p className={styles.muted}>{t('loading')}</p>
  const quote = shippingQuote(zones, country, subtotal)
  if (!quote)
    return (
      <p className={styles.muted} data-testid="checkout-shipping">
        {t('unavailable')}
      </p>
    )
  return (
    <div data-testid="checkout-shipping" aria-live="polite">
      <p className={styles.muted}>
        {t('cost', {
          country: countryName(country, locale),
          cost: quote.free ? t('free') : formatCartTotal(quote.cost),
        })}{' '}
        · {t('estimate', quote.days)}
      </p>
      {!quote.free && quote.freeFrom != null ? (
        <p className={styles.muted}>{t('freeFrom', { amount: formatCartTotal(quote.freeFrom) })}</p>
      ) : null}
      <p className={styles.muted} data-testid="checkout-total">
        {t('total', { total: formatCartTotal(subtotal + quote.cost) })}
      </p>
    </div>
  )
}
