// Keeps an element that appears after an action ("View the cart") clear of the bottom-right toast stack, which
// sits above the floating cart button for 3 s. A phone scrolls the element up; beside a sticky gallery (wide
// screens, where the product column does not move with the page) the toast moves left, over the gallery, instead.
import { type RefObject, useEffect } from 'react'
import { TOAST_AUTO_CLOSE_MS } from '@/domain/toast'

/** Height kept free above the viewport's bottom edge: the toast stack over the floating cart button. */
export const TOAST_ZONE_PX = 240
/** The toaster reads this custom property for its right offset (globals.css). */
const TOAST_RIGHT = '--toast-right'
const GAP_PX = 24

export function useClearOfToasts(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current
    if (!active || !el) return
    const zoneTop = () => window.innerHeight - TOAST_ZONE_PX
    const overlap = el.getBoundingClientRect().bottom - zoneTop()
    if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' })
    const rect = el.getBoundingClientRect()
    // Room for a toast (24rem) left of the element, or nothing to do.
    if (rect.bottom <= zoneTop() || rect.left < 384 + 2 * GAP_PX) return
    // Still in the zone (the column is sticky): the toast takes the free corner left of the column.
    const root = document.documentElement
    root.style.setProperty(TOAST_RIGHT, `${Math.round(window.innerWidth - rect.left + GAP_PX)}px`)
    const reset = () => root.style.removeProperty(TOAST_RIGHT)
    const timer = setTimeout(reset, TOAST_AUTO_CLOSE_MS + 400)
    return () => {
      clearTimeout(timer)
      reset()
    }
  }, [ref, active])
}
