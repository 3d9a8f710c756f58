// One account form's state: its values, the field errors the server (or the shared schema) named, a notice, and
// a submit that goes through the auth client (retried on 502/503/504 only). The submit button is disabled while the
// request runs, which drops the keyboard focus to the page's body: once it is answered the focus goes to the first
// field the answer marked invalid, else back to where the shopper was (if it is still there and nothing took it).
import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import type { FieldIssue } from '@/domain/schemas/issues'
import { HttpError } from '@/lib/http'
import { earlyForm, useEarlyForm } from '@/components/system/earlyTaps'

export function useAuthForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const set = (name: keyof V, value: unknown) => setValues((v) => ({ ...v, [name]: value }))
  // Typed and sent before the page's scripts ran: the fields' text becomes the state, and the form is sent then.
  const form = useRef<HTMLFormElement>(null)
  useEarlyForm(form, (typed) =>
    setValues((v) => {
      const next: Record<string, unknown> = { ...v }
      for (const [name, value] of Object.entries(typed)) if (name in v) next[name] = value
      return next as V
    }),
  )
  const focusedAtSubmit = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const was = focusedAtSubmit.current
    if (busy || !was) return
    focusedAtSubmit.current = null
    const invalid = was.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (invalid) invalid.focus()
    else if ((!document.activeElement || document.activeElement === document.body) && was.isConnected) was.focus()
  }, [busy])
  /** The <form>'s own props for the early keeping (spread first: the form's other props follow). */
  const formProps = { ref: form, ...earlyForm }
  /** A text input's props for one value: its name, value, change, and the error the server named for it. */
  const bind = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
    error: errors[name],
  })

  async function submit(run: (values: V) => Promise<string | void>, fallback: string) {
    focusedAtSubmit.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setBusy(true)
    setErrors({})
    setNotice('')
    try {
      const message = await run(values)
      if (message) setNotice(message)
    } catch (err) {
      const list: FieldIssue[] = err instanceof HttpError ? err.errors : []
      const byField: Record<string, string> = {}
      for (const e of list) byField[e.field || 'form'] ??= e.message
      if (!list.length) byField.form = fallback
      setErrors(byField)
    } finally {
      setBusy(false)
    }
  }
  return { values, set, bind, errors, notice, busy, submit, formProps }
}
