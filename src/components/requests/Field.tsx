// A labelled form control with its inline error, wired for screen readers (aria-invalid + aria-describedby).
import type { ReactNode } from 'react'
import styles from './requests.module.css'

export function Field({ id, label, required, error, children, wide }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}

export const a11y = (id: string, error?: string) => ({ id, name: id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })
