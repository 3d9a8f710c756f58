'use client'
// "It is me" on the account page, before an identity change or the deletion: the current password, or — for a
// shopper who does not know it — a code emailed to the account's address, typed into the pin boxes.
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { OTP_LENGTH } from '@/domain/accounts/otp'
import type { Locale } from '@/domain/locale'
import { HttpError, authCall } from '@/lib/http'
import { Field, FormError, Notice } from './Field'
import { PinInput } from './PinInput.client'
import styles from './account.module.css'

export interface Proof {
  mode: 'password' | 'code'
  password: string
  boxes: string[]
}

export const emptyProof = (): Proof => ({ mode: 'password', password: '', boxes: Array(OTP_LENGTH).fill('') })

/** What the endpoint reads: the password under its field's name, or the code. */
export const proofBody = (p: Proof, name: string) =>
  p.mode === 'code' ? { code: p.boxes.join('') } : { [name]: p.password }

interface Props {
  locale: Locale
  email: string
  /** The password field's name in the endpoint's body (its errors come back under it). */
  name: string
  label: string
  value: Proof
  onChange(value: Proof): void
  errors: Record<string, string>
}

export function ProofFields({ locale, email, name, label, value, onChange, errors }: Props) {
  const t = useTranslations('account')
  const [notice, setNotice] = useState('')
  const [error, setError] = useState('')
  const askCode = async () => {
    setError('')
    try {
      await authCall('/api/account/code/request', { body: { email, locale } })
      onChange({ ...value, mode: 'code' })
      setNotice(t('form.codeSentTo', { email }))
    } catch (err) {
      setError(err instanceof HttpError && err.errors[0] ? err.errors[0].message : t('errors.generic'))
    }
  }
  if (value.mode === 'code')
    return (
      <div className={styles.form}>
        <Notice message={notice} />
        <PinInput
          boxes={value.boxes}
          onChange={(boxes) => onChange({ ...value, boxes })}
          invalid={Boolean(errors.code)}
        />
        <FormError message={errors.code} />
        <button type="button" className={styles.linkButton} onClick={() => onChange({ ...value, mode: 'password' })}>
          {t('form.passwordInstead')}
        </button>
      </div>
    )
  return (
    <div className={styles.form}>
      <Field
        label={label}
        name={name}
        type="password"
        autoComplete="current-password"
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        error={errors[name]}
      />
      <FormError message={error} />
      <button type="button" className={styles.linkButton} onClick={() => void askCode()}>
        {t('form.codeInstead')}
      </button>
    </div>
  )
}
