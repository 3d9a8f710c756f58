// Keeps a native <dialog> in step with an `open` flag: showModal() when it turns true (focus moves inside and the
// page behind goes inert), close() when it turns false. With `restoreFocus`, closing hands focus back to whatever
// had it when the dialog opened (the button that opened it).
import { type RefObject, useEffect, useRef } from 'react'

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, { restoreFocus = false } = {}) {
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      if (restoreFocus && opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    }
  }, [ref, open, restoreFocus])
}
