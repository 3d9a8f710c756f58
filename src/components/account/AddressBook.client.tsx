'use client'
// Saved addresses: list, add, remove, choose the default (the default one prefills the checkout panel). The keyboard
// never falls to the page's body: the form's first field takes the focus when it opens, and once it is saved (or an
// address removed, its buttons gone with it) the focus goes to "Add an address".
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import type { Locale } from '@/domain/locale'
import { COUNTRY_CODES } from '@/domain/schemas/countries'
import { authCall } from '@/lib/http'
import { type AccountUser, applyUser } from './authState'
import { Field, FormError } from './Field'
import { useAuthForm } from './useAuthForm'
import styles from './account.module.css'

const EMPTY = { label: '', fullName: '', line1: '', line2: '', city: '', postalCode: '', country: 'FR', phone: '' }

export function AddressBook({ locale, user }: { locale: Locale; user: AccountUser }) {
  const t = useTranslations('account')
  const [adding, setAdding] = useState(false)
  const addButton = useRef<HTMLButtonElement>(null)
  // Where the focus goes once the change it follows is rendered: 'form' (opened) or 'add' (saved, removed).
  const focusNext = useRef<'form' | 'add' | null>(null)
  useEffect(() => {
    if (focusNext.current === 'form') document.getElementById('account-address-label')?.focus()
    if (focusNext.current === 'add') addButton.current?.focus()
    focusNext.current = null
  })
  const f = useAuthForm(EMPTY)
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const call = async (method: string, url: string, body?: unknown, focus?: 'add') => {
    const r = await authCall<{ profile: AccountUser }>(url, { method, body })
    focusNext.current = focus ?? null
    applyUser(r.profile)
  }
  const fields = ['label', 'fullName', 'line1', 'line2', 'city', 'postalCode', 'phone'] as const
  return (
    <section className={styles.section} aria-labelledby="addresses-title">
      <h2 id="addresses-title">{t('addresses.title')}</h2>
      <p className={styles.hint}>{t('addresses.useAtCheckout')}</p>
      {user.addresses.length === 0 ? <p>{t('addresses.empty')}</p> : null}
      <ul className={styles.list}>
        {user.addresses.map((a) => (
          <li key={a.id} className={styles.card} data-testid="saved-address">
            {a.label ? <strong>{a.label}</strong> : null}
            <p>
              {a.fullName}
              <br />
              {a.line1}
              {a.line2 ? `, ${a.line2}` : ''}
              <br />
              {a.postalCode} {a.city}, {names.of(a.country) ?? a.country}
            </p>
            <div className={styles.row}>
              {a.isDefault ? (
                <span>{t('addresses.default')}</span>
              ) : (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => void call('PUT', '/api/account/addresses', { id: a.id, locale })}
                >
                  {t('addresses.makeDefault')}
                </button>
              )}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() =>
                  void call(
                    'DELETE',
                    `/api/account/addresses?id=${encodeURIComponent(a.id)}&locale=${locale}`,
                    undefined,
                    'add',
                  )
                }
              >
                {t('addresses.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {adding ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void f.submit(async (v) => {
              await call('POST', '/api/account/addresses', { ...v, locale }, 'add')
              setAdding(false)
            }, t('errors.generic'))
          }}
        >
          {fields.map((name) => (
            <Field
              key={name}
              label={t(`addresses.${name}`)}
              name={`address-${name}`}
              value={f.values[name]}
              onChange={(e) => f.set(name, e.target.value)}
              error={f.errors[name]}
            />
          ))}
          <div className={styles.field}>
            <label htmlFor="account-address-country">{t('addresses.country')}</label>
            <select
              id="account-address-country"
              value={f.values.country}
              onChange={(e) => f.set('country', e.target.value)}
            >
              {COUNTRY_CODES.map((c) => (
                <option key={c} value={c}>
                  {names.of(c) ?? c}
                </option>
              ))}
            </select>
          </div>
          <FormError message={f.errors.country ?? f.errors.form} />
          <button className={styles.button} type="submit" disabled={f.busy}>
            {t('form.save')}
          </button>
        </form>
      ) : (
        <button
          ref={addButton}
          type="button"
          className={styles.linkButton}
          onClick={() => {
            focusNext.current = 'form'
            setAdding(true)
          }}
        >
          {t('addresses.add')}
        </button>
      )}
    </section>
  )
}
