// The account pages' input: the one field (src/components/forms/Field.tsx) around an <input> whose id is
// `account-<name>`, its message announced as the server's answer arrives.
import type { InputHTMLAttributes } from 'react'
import { Field as FormField, controlProps } from '@/components/forms/Field'
import styles from './account.module.css'

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string }

const classes = { field: styles.field!, error: styles.error! }

export function Field({ label, name, error, ...input }: Props) {
  const id = `account-${name}`
  return (
    <FormField id={id} label={label} error={error} classes={classes} announce>
      <input {...controlProps(id, error)} name={name} {...input} />
    </FormField>
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
