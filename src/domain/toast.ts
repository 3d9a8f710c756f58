// Toasts: bottom-right, four types, auto-close after 3 s by default.
export const TOAST_AUTO_CLOSE_MS = 3000
export const TOAST_TYPES = ['success', 'error', 'info', 'warning'] as const
export type ToastType = (typeof TOAST_TYPES)[number]
