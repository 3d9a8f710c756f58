// Toast queue (jotai). Any client leaf can push a toast; the Toaster renders them bottom-right.
import { atom } from 'jotai'
import type { ToastType } from '@/domain/toast'

export interface Toast {
  id: string
  type: ToastType
  title: string
  message?: string
}

export const toastsAtom = atom<Toast[]>([])

export const pushToastAtom = atom(null, (get, set, t: Omit<Toast, 'id'>) => {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  set(toastsAtom, [...get(toastsAtom), { ...t, id }])
  return id
})

export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  )
})
