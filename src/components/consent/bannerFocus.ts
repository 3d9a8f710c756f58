// The cookie banner and the keyboard (WCAG 2.4.11 Focus not obscured, 2.4.3 Focus order). The banner is pinned to
// the bottom of the screen, over the page: while it shows, the page keeps room for it (the focused control is
// scrolled above it, and the page's end can be scrolled clear of it), and after a choice the focus goes back to where
// the shopper was instead of falling to the body with the banner's buttons.
import { type RefObject, useCallback, useEffect, useRef } from 'react'

/** The height the banner covers, read by globals.css: scroll-padding-bottom and the body's padding-bottom. */
const SPACE = '--consent-banner-space'
/** Room for the focus ring too (2 px outline, 3 px offset) and a little air. */
const RING = 8

/** While the banner is drawn: the space from its top edge to the window's bottom, kept up to date as it changes size
 *  (shown by the page's inline script, its choices unfold, the text re-wraps, the window turns). Removed when it goes.
 *  `mounted`: the island has not removed it (the inline script may show it before the island does). */
export function useBannerSpace(banner: RefObject<HTMLElement | null>, mounted: boolean) {
  useEffect(() => {
    const el = banner.current
    if (!mounted || !el) return
    const root = document.documentElement
    const measure = () => {
      if (el.hidden || el.getClientRects().length === 0) {
        root.style.removeProperty(SPACE)
        return
      }
      const covered = window.innerHeight - el.getBoundingClientRect().top
      root.style.setProperty(SPACE, `${Math.max(0, Math.ceil(covered + RING))}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(SPACE)
    }
  }, [banner, mounted])
}

/** While the banner is there: the last element focused outside it, i.e. where the shopper was before entering it. */
export function useFocusBefore(banner: RefObject<HTMLElement | null>, mounted: boolean) {
  const last = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!mounted) return
    const outside = (el: EventTarget | Element | null) =>
      el instanceof HTMLElement && el !== document.body && !banner.current?.contains(el)
    // A shopper already on a control when the banner came counts too.
    if (outside(document.activeElement)) last.current = document.activeElement as HTMLElement
    const onFocus = (e: FocusEvent) => {
      if (outside(e.target)) last.current = e.target as HTMLElement
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [banner, mounted])
  return useCallback(() => last.current, [])
}

/**
 * After a choice: back to `to` when it is still on the page and drawn, else to the main content (<main tabindex=-1>,
 * without scrolling the page). The skip link counts as no place: a shopper who tabbed from it into the banner was at
 * the start of the page, and the skip link's own target is the main content.
 */
export function returnFocus(to: HTMLElement | null) {
  if (to?.isConnected && !to.matches('.skip-link') && to.getClientRects().length > 0) to.focus()
  else document.getElementById('main')?.focus({ preventScroll: true })
}
