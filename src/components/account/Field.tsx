// A labelled input with its error, tied for screen readers.
import type { InputHTMLAttributes } from 'react'
import styles from './account.module.css'

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string }

export function Field({ label, name, error, ...input }: Props) {
  const id = `account-${name}`
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null
}

export function Notice({ message }: { message?: string }) {
  return message ? (
    <p className={styles.notice} role="status">
      {message}
    </p>
  ) : null
}
