'use client'
// Bottom-right toasts: success, error, info, warning; title, optional message, close button, auto-close (3000 ms).
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { TOAST_AUTO_CLOSE_MS } from '@/domain/toast'
import { type Toast, dismissToastAtom, toastsAtom } from './store'

// The list is the one live region (polite), present before any toast: a toast added to it is read once. A role of
// its own on each toast (status, alert) made a live region inside another, which screen readers read twice. An error
// toast repeats what the form says inline, where the form's own alert carries the urgency.
function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const dismiss = useSetAtom(dismissToastAtom)
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [toast.id, dismiss])
  return (
    <li className={`toast toast--${toast.type}`} data-testid="toast">
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.message && <p className="toast__message">{toast.message}</p>}
      </div>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}

export function Toaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const toasts = useAtomValue(toastsAtom)
  return (
    <ol className="toaster" aria-label={regionLabel} aria-live="polite" aria-relevant="additions text">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
      ))}
    </ol>
  )
}
