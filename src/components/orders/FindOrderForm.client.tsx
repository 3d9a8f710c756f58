'use client'
// "Find my order": the email and the order number in, the same notice out whether they are an order's (the link
// goes to the order's mailbox). Sent as the account forms are: kept if tapped before the page is live, and under the
// auth retry rule (502, 503, 504 only), since a 429 is final and a retried send would spend the address's budget.
import { useTranslations } from '@/i18n/client'
import type { Locale } from '@/domain/locale'
import { postJson } from '@/lib/http'
import { Field, FormError, Notice } from '@/components/account/Field'
import { useAuthForm } from '@/components/account/useAuthForm'
import styles from '@/components/account/account.module.css'

export function FindOrderForm({ locale }: { locale: Locale }) {
  const t = useTranslations('account')
  const f = useAuthForm({ email: '', number: '' })
  if (f.notice) return <Notice message={f.notice} />
  return (
    <form
      {...f.formProps}
      className={styles.form}
      noValidate
      data-testid="find-order-form"
      onSubmit={(e) => {
        e.preventDefault()
        void f.submit(
          async (v) =>
            (await postJson<{ message: string }>('/api/orders/find', { ...v, locale }, { retry: 'auth' })).message,
          t('errors.generic'),
        )
      }}
    >
      <Field label={t('form.email')} type="email" autoComplete="email" required {...f.bind('email')} />
      <Field
        label={t('findOrder.number')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...f.bind('number')}
      />
      <FormError message={f.errors.form} />
      <button className={styles.button} type="submit" disabled={f.busy}>
        {t('findOrder.send')}
      </button>
    </form>
  )
}
