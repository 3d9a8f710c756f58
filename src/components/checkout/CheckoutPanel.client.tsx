'use client'
// The checkout information panel: a second slide-in over the cart drawer asking for the email and
// the shipping address, validated by the same zod schema as the endpoint, then off to the hosted payment page.
import { useAtom, useAtomValue } from 'jotai'
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { cartItemsAtom, cartTotalsAtom, openCheckoutAtom } from '@/components/cart/atoms'
import { useFocusTrap } from '@/components/cart/useFocusTrap'
import { useModalDialog } from '@/components/dialog/useModalDialog'
import { firstErrorByField } from '@/domain/checkoutForm'
import type { Locale } from '@/domain/locale'
import { formatCartTotal } from '@/domain/money'
import {
  type CheckoutLabels,
  type CheckoutMessages,
  createCheckoutInfoSchema,
  formatZodIssues,
} from '@/domain/schemas/checkout'
import { AddressFields } from './AddressFields.client'
import { ShippingEstimate } from './ShippingEstimate.client'
import styles from './checkout.module.css'
import { useCheckoutInfo } from './useCheckoutInfo'
import { CheckoutSignIn } from '../account/CheckoutSignIn.client'
import { useStartCheckout } from './useStartCheckout'
import { useIssueMap } from '../forms/useIssueMap'

export function CheckoutPanel() {
  const t = useTranslations('checkout')
  const issues = useIssueMap()
  const locale = useLocale() as Locale
  const [open, setOpen] = useAtom(openCheckoutAtom)
  const items = useAtomValue(cartItemsAtom)
  const { totalPrice, totalCount } = useAtomValue(cartTotalsAtom)
  const { info, setInfo, save } = useCheckoutInfo()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [submitted, setSubmitted] = useState(false)
  const { start, busy, error, setError } = useStartCheckout(locale, {
    fallback: t('errors.fallback'),
    noUrl: t('errors.noUrl'),
  })
  const ref = useRef<HTMLDialogElement>(null)
  useFocusTrap(ref, open)
  useModalDialog(ref, open)
  // Messages with '{label}' are templates for the shared schema, not ICU messages: read them raw.
  const schema = useMemo(
    () => createCheckoutInfoSchema(t.raw('validation') as CheckoutMessages, t.raw('panel') as CheckoutLabels),
    [t],
  )

  const validate = (value = info) => {
    const parsed = schema.safeParse(value, { error: issues })
    setErrors(parsed.success ? {} : firstErrorByField(formatZodIssues(parsed.error)))
    return parsed
  }

  const onChange = (next: typeof info) => {
    setInfo(next)
    if (submitted) validate(next)
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setSubmitted(true)
    if (items.length === 0) return setError(t('panel.emptyCart'))
    const parsed = validate()
    if (!parsed.success) {
      setError('')
      // The first invalid field in the form's visual (DOM) order gets the focus, whatever order the schema checks
      // them in (its message is announced via aria-describedby).
      const invalid = new Set(parsed.error.issues.map((i) => `checkout-${String(i.path.at(-1))}`))
      const controls = ref.current?.querySelectorAll<HTMLElement>(
        'input[id^="checkout-"], select[id^="checkout-"], textarea[id^="checkout-"]',
      )
      Array.from(controls ?? [])
        .find((el) => invalid.has(el.id))
        ?.focus()
      return
    }
    save(info)
    // On failure the panel stays (or is put back) open with the alert.
    if (!(await start(parsed.data, items))) setOpen(true)
  }

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby="checkout-title"
      data-testid="checkout-panel"
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) setOpen(false)
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && !busy) setOpen(false)
      }}
    >
      <form className={styles.panel} onSubmit={onSubmit} noValidate>
        {/* Laid out as the cart drawer's head: the title on the left edge, the buttons grouped on the right. */}
        <header className={styles.head}>
          <h2 id="checkout-title" className={styles.title}>
            {t('panel.title')}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setOpen(false)}
            aria-label={t('panel.back')}
            disabled={busy}
          >
            ←
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setOpen(false)}
            aria-label={t('panel.close')}
            disabled={busy}
          >
            ×
          </button>
        </header>
        <div className={styles.form}>
          <p className={styles.muted}>{t('panel.intro')}</p>
          <CheckoutSignIn locale={locale} className={styles.muted} />
          <AddressFields info={info} errors={errors} locale={locale} onChange={onChange} disabled={busy} />
          <p className={styles.muted}>{t('panel.saved')}</p>
        </div>
        <footer className={styles.foot}>
          <p role="alert" className={styles.alert} data-testid="checkout-alert">
            {error}
          </p>
          <p className={styles.muted} data-testid="checkout-summary">
            {t('panel.summary', { count: totalCount, total: formatCartTotal(totalPrice) })}
          </p>
          <ShippingEstimate open={open} country={info.shippingAddress.country} items={items} locale={locale} />
          <button
            type="submit"
            className="button button--solid"
            disabled={busy}
            aria-busy={busy}
            data-testid="checkout-submit"
          >
            {busy ? t('panel.processing') : t('panel.submit')}
          </button>
        </footer>
      </form>
    </dialog>
  )
}
