'use client'
// The account page, rendered in the browser from /api/account/profile (the page's HTML is the same for everyone):
// profile, the links to change the email address or the password, saved addresses, orders with status and lines,
// the GDPR rights, and sign-out here or everywhere.
// Signed out, it sends the shopper to the sign-in page.
import { useEffect, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { type Locale, localizedHref } from '@/domain/locale'
import { HttpError, authCall } from '@/lib/http'
import { type AccountUser, applyAuth, applyUser } from './authState'
import { AddressBook } from './AddressBook.client'
import { Field, FormError, Notice } from './Field'
import { OrderHistory, type OrderView } from './OrderHistory'
import { PrivacyActions } from './PrivacyActions.client'
import { useAuthForm } from './useAuthForm'
import { useRequireSession } from './useRequireSession'
import styles from './account.module.css'

export function AccountView({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const session = useRequireSession(locale, '/account')
  const [orders, setOrders] = useState<OrderView[] | null>(null)
  const f = useAuthForm({ firstName: '', lastName: '', phone: '' })
  const { set } = f

  const userId = session?.user.id
  useEffect(() => {
    if (!userId) return
    authCall<{ profile: AccountUser; orders: OrderView[] }>('/api/account/profile', { method: 'GET' })
      .then((r) => {
        setOrders(r.orders)
        set('firstName', r.profile.firstName)
        set('lastName', r.profile.lastName)
        set('phone', r.profile.phone)
      })
      .catch((err) => {
        if (err instanceof HttpError && err.status === 401) applyAuth('SIGNED_OUT', null)
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId])

  if (!session) return <p role="status">{t('pages.loading')}</p>
  const user = session.user
  const signOut = async (everywhere: boolean) => {
    // Signed out on this device whatever the server answered: a failed call must not keep the shopper signed in here.
    await authCall('/api/account/sign-out', { body: { everywhere, locale } }).catch(() => undefined)
    applyAuth('SIGNED_OUT', null)
  }
  return (
    <div data-testid="account-view">
      <p>{t('profile.emailNote', { email: user.email })}</p>
      <section className={styles.section} aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profile.title')}</h2>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void f.submit(async (v) => {
              const r = await authCall<{ profile: AccountUser }>('/api/account/profile', {
                method: 'PATCH',
                body: { ...v, locale },
              })
              applyUser(r.profile)
              return t('done.saved')
            }, t('errors.generic'))
          }}
        >
          <Field
            label={t('form.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={f.values.firstName}
            onChange={(e) => f.set('firstName', e.target.value)}
            error={f.errors.firstName}
          />
          <Field
            label={t('form.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={f.values.lastName}
            onChange={(e) => f.set('lastName', e.target.value)}
            error={f.errors.lastName}
          />
          <Field
            label={t('form.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={f.values.phone}
            onChange={(e) => f.set('phone', e.target.value)}
            error={f.errors.phone}
          />
          <FormError message={f.errors.form} />
          <Notice message={f.notice} />
          <button className={styles.button} type="submit" disabled={f.busy}>
            {t('form.save')}
          </button>
        </form>
      </section>
      <section className={styles.section} aria-labelledby="security-title">
        <h2 id="security-title">{t('profile.security')}</h2>
        <div className={styles.links}>
          <a href={localizedHref('/account/email', locale)}>{t('profile.changeEmail')}</a>
          <a href={localizedHref('/account/password', locale)}>{t('profile.changePassword')}</a>
        </div>
      </section>
      <AddressBook locale={locale} user={user} />
      <OrderHistory locale={locale} orders={orders} />
      <PrivacyActions locale={locale} />
      <section className={styles.section}>
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={() => void signOut(false)}>
            {t('profile.signOut')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => void signOut(true)}>
            {t('profile.signOutEverywhere')}
          </button>
        </div>
      </section>
    </div>
  )
}
