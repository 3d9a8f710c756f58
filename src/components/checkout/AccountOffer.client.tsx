'use client'
// The success page's account offer, for a shopper who is not signed in: one password and the terms, and the account
// is made for the address the order was placed with (the one typed in the checkout panel, kept in this browser).
// It goes through the one sign-up flow: the answer says to open the confirmation email, and confirming attaches this
// order and the earlier ones placed with that address (src/server/accounts/orders.ts). Nothing appears before the
// page knows who is signed in, so a signed-in shopper never sees it flash.
import { useAtomValue } from 'jotai'
import { useTranslations } from '@/i18n/client'
import type { Locale } from '@/domain/locale'
import { authCall } from '@/lib/http'
import { sessionAtom } from '@/components/account/authState'
import { Field, FormError, Notice } from '@/components/account/Field'
import { NewPassword } from '@/components/account/NewPassword.client'
import { useAuthForm } from '@/components/account/useAuthForm'
import accountStyles from '@/components/account/account.module.css'
import styles from './checkout.module.css'

interface Props {
  locale: Locale
  /** The address typed at checkout when this browser kept it, else empty (the shopper types it). */
  email: string
  /** The delivery name, as the account's first and last name. */
  name: string
}

export function AccountOffer({ locale, email, name }: Props) {
  const t = useTranslations('checkout.success.account')
  const a = useTranslations('account')
  const session = useAtomValue(sessionAtom)
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  const f = useAuthForm({ email, password: '', terms: false })
  if (session !== null) return null
  return (
    <section className={styles.accountOffer} aria-labelledby="account-offer-title" data-testid="account-offer">
      <h2 id="account-offer-title">{t('heading')}</h2>
      {f.notice ? (
        <Notice message={f.notice} />
      ) : (
        <>
          <p>{email ? t('ledeFor', { email }) : t('lede')}</p>
          <form
            {...f.formProps}
            className={accountStyles.form}
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              void f.submit(async (v) => {
                const r = await authCall<{ message: string }>('/api/account/sign-up', {
                  body: { ...v, firstName, lastName: rest.join(' '), locale },
                })
                return r.message
              }, a('errors.generic'))
            }}
          >
            {email ? null : (
              <Field label={a('form.email')} type="email" autoComplete="email" required {...f.bind('email')} />
            )}
            <NewPassword label={a('form.password')} {...f.bind('password')} />
            <label className={accountStyles.check}>
              <input
                type="checkbox"
                name="terms"
                checked={f.values.terms}
                onChange={(e) => f.set('terms', e.target.checked)}
              />
              <span>{a('form.terms')}</span>
            </label>
            <FormError message={(email ? f.errors.email : undefined) ?? f.errors.terms ?? f.errors.form} />
            <button className={accountStyles.button} type="submit" disabled={f.busy}>
              {t('submit')}
            </button>
          </form>
        </>
      )}
    </section>
  )
}
