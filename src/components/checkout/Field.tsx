// One labelled input of the delivery panel with its message (linked by aria-describedby for screen readers).
import type { InputHTMLAttributes, ReactNode } from 'react'
import styles from './checkout.module.css'

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; error?: string; children?: ReactNode }

export function Field({ id, label, error, children, ...input }: Props) {
  const errorId = `${id}-error`
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children ?? <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />}
      <span id={errorId} className={styles.fieldError} data-testid={`${id}-error`}>{error ?? ''}</span>
    </p>
  )
}
