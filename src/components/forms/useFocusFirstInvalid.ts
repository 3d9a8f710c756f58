// After a refused submit, the first field marked invalid (in the form's order) takes the focus: the shopper hears its
// message (its aria-describedby) and is where the fix is typed, instead of staying on the button with nothing said.
// The checkout panel does the same with its own fields.
import { type RefObject, useEffect } from 'react'

export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: Record<string, string>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, errors])
}
