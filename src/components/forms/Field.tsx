// A labelled form control with its message, wired for screen readers (aria-invalid + aria-describedby): the one
// field of the shopper forms, the account pages and the checkout panel, each dressing it with its own stylesheet's
// classes.
import type { ReactNode } from 'react'

export interface FieldClasses {
  field: string
  label?: string
  error: string
}

interface Props {
  id: string
  label: ReactNode
  error?: string | undefined
  required?: boolean
  classes: FieldClasses
  /** Keeps an empty message line under the control so the form does not jump as messages come and go (checkout). */
  reserveMessage?: boolean
  /** The element around label, control and message: a grid cell in the forms, a paragraph in the checkout panel. */
  as?: 'div' | 'p'
  /** Announces the message as it appears (the account forms, whose answer comes from the server after a submit). */
  announce?: boolean
  children: ReactNode
}

export function Field({
  id,
  label,
  error,
  required,
  classes,
  reserveMessage,
  as: Tag = 'div',
  announce,
  children,
}: Props) {
  const errorId = `${id}-error`
  return (
    <Tag className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {reserveMessage ? (
        <span id={errorId} className={classes.error} data-testid={errorId}>
          {error ?? ''}
        </span>
      ) : (
        error && (
          <p id={errorId} className={classes.error} role={announce ? 'alert' : undefined}>
            {error}
          </p>
        )
      )}
    </Tag>
  )
}

/** The control's side of the wiring: its id and, while there is a message, aria-invalid and the message's id. */
export const controlProps = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})

/** The same for a form whose fields are named as their ids. */
export const a11y = (id: string, error?: string) => ({ ...controlProps(id, error), name: id })
