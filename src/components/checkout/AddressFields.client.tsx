'use client'
// The panel's fields: email, then the shipping address; the country list is the 40
// shipping countries, named in the page's language.
import { useTranslations } from '@/i18n/client'
import { type InputHTMLAttributes, type ReactNode, useMemo } from 'react'
import { Field, type FieldClasses, controlProps } from '@/components/forms/Field'
import type { AddressKey, CheckoutInfoDraft } from '@/domain/checkoutForm'
import type { Locale } from '@/domain/locale'
import { COUNTRY_CODES, countryName } from '@/domain/schemas/countries'
import styles from './checkout.module.css'

interface Props {
  info: CheckoutInfoDraft
  errors: Record<string, string>
  locale: Locale
  disabled: boolean
  onChange: (next: CheckoutInfoDraft) => void
}

const checkoutField: FieldClasses = { field: styles.field!, error: styles.fieldError! }

/** One labelled input of the panel with its message line (kept in place when empty, so the panel never jumps). */
function Input({
  id,
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; error?: string }) {
  return (
    <Field id={id} label={label} error={error} classes={checkoutField} as="p" reserveMessage>
      <input {...controlProps(id, error)} {...input} />
    </Field>
  )
}

const AUTOCOMPLETE: Record<AddressKey, string> = {
  fullName: 'shipping name',
  addressLine1: 'shipping address-line1',
  addressLine2: 'shipping address-line2',
  city: 'shipping address-level2',
  postalCode: 'shipping postal-code',
  country: 'shipping country',
  phone: 'shipping tel',
}

export function AddressFields({ info, errors, locale, disabled, onChange }: Props) {
  const t = useTranslations('checkout.panel')
  const countries = useMemo(() => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })), [locale])
  const a = info.shippingAddress
  const set = (key: AddressKey, value: string) => onChange({ ...info, shippingAddress: { ...a, [key]: value } })
  const optional = (label: string) => (
    <>
      {label} <span className={styles.optional}>({t('optional')})</span>
    </>
  )
  const text = (key: AddressKey, extra: Record<string, unknown> = {}) => (
    <Input
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
        <Input
          id="checkout-email"
          name="email"
          type="email"
          label={t('email')}
          value={info.email}
          error={errors.email}
          autoComplete="email"
          disabled={disabled}
          onChange={(e) => onChange({ ...info, email: e.target.value })}
        />
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
        <Field
          id="checkout-country"
          label={t('country')}
          error={countryError}
          classes={checkoutField}
          as="p"
          reserveMessage
        >
          <select
            name="country"
            value={a.country}
            autoComplete={AUTOCOMPLETE.country}
            disabled={disabled}
            {...controlProps('checkout-country', countryError)}
            onChange={(e) => set('country', e.target.value)}
          >
            <option value="">{t('countryPlaceholder')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        {text('phone', { type: 'tel' })}
      </fieldset>
    </>
  )
}
