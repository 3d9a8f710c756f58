'use client'
// The panel's fields: email, then the shipping address; the country list is the 40
// shipping countries, named in the page's language.
import { useTranslations } from 'next-intl'
import { useMemo } from 'react'
import type { AddressKey, CheckoutInfoDraft } from '@/domain/checkoutForm'
import type { Locale } from '@/domain/locale'
import { COUNTRY_CODES, countryName } from '@/domain/schemas/countries'
import { Field } from './Field'
import styles from './checkout.module.css'

interface Props {
  info: CheckoutInfoDraft
  errors: Record<string, string>
  locale: Locale
  disabled: boolean
  onChange: (next: CheckoutInfoDraft) => void
}

const AUTOCOMPLETE: Record<AddressKey, string> = {
  fullName: 'shipping name', addressLine1: 'shipping address-line1', addressLine2: 'shipping address-line2',
  city: 'shipping address-level2', postalCode: 'shipping postal-code', country: 'shipping country', phone: 'shipping tel',
}

export function AddressFields({ info, errors, locale, disabled, onChange }: Props) {
  const t = useTranslations('checkout.panel')
  const countries = useMemo(() => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })), [locale])
  const a = info.shippingAddress
  const set = (key: AddressKey, value: string) => onChange({ ...info, shippingAddress: { ...a, [key]: value } })
  const optional = (label: string) => <>{label} <span className={styles.optional}>({t('optional')})</span></>
  const text = (key: AddressKey, extra: Record<string, unknown> = {}) => (
    <Field
      id={`checkout-${key}`}
      name={key}
      label={key === 'addressLine2' || key === 'phone' ? optional(t(key)) : t(key)}
      value={a[key]}
      error={errors[`shippingAddress.${key}`]}
      autoComplete={AUTOCOMPLETE[key]}
      disabled={disabled}
      onChange={(e) => set(key, e.target.value)}
      {...extra}
    />
  )
  const countryError = errors['shippingAddress.country']
  return (
    <>
      <fieldset>
        <legend>{t('contact')}</legend>
        <Field id="checkout-email" name="email" type="email" label={t('email')} value={info.email} error={errors.email} autoComplete="email" disabled={disabled} onChange={(e) => onChange({ ...info, email: e.target.value })} />
      </fieldset>
      <fieldset>
        <legend>{t('shipping')}</legend>
        {text('fullName')}
        {text('addressLine1')}
        {text('addressLine2')}
        <div className={styles.row}>
          {text('postalCode', { inputMode: 'numeric' })}
          {text('city')}
        </div>
        <Field id="checkout-country" label={t('country')} error={countryError}>
          <select
            id="checkout-country"
            name="country"
            value={a.country}
            autoComplete={AUTOCOMPLETE.country}
            disabled={disabled}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? 'checkout-country-error' : undefined}
            onChange={(e) => set('country', e.target.value)}
          >
            <option value="">{t('countryPlaceholder')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </select>
        </Field>
        {text('phone', { type: 'tel' })}
      </fieldset>
    </>
  )
}
