// The reason given for the stock matrix's changes on this page (a recount, a damaged pair…): asked at the first
// change, then kept for the next ones — and shown above the matrix with a way to change it, so nobody's later
// changes are filed silently under an earlier reason. One value per page load, shared by every cell.
import { useSyncExternalStore } from 'react'

let reason = ''
const listeners = new Set<() => void>()

export const pageReason = {
  get: () => reason,
  set(next: string) {
    reason = next
    for (const l of listeners) l()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

export const usePageReason = () => useSyncExternalStore(pageReason.subscribe, pageReason.get, () => '')
