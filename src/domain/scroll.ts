// Scroll rules of the header and the floating cart button.
import { isBackofficePath } from './navigation'

export const HEADER_HIDE_THRESHOLD = 120
/** A viewport at most 120 px high is a small-height viewport. */
export const SMALL_VIEWPORT_HEIGHT = 120
export const CART_BUTTON_SCROLL_THRESHOLD = 100
export const NEAR_BOTTOM_DISTANCE = 100

export type HeaderState = 'top' | 'hidden' | 'fixed'

/**
 * Hidden when scrolling down past 120 px; fixed when scrolling up; in flow near the top. On a viewport no
 * taller than 120 px (when vh is known) the header stays in flow: pinned, it would cover the whole page.
 */
export function headerState(prevY: number, y: number, vh?: number): HeaderState {
  if (y <= HEADER_HIDE_THRESHOLD) return 'top'
  if (vh !== undefined && vh <= SMALL_VIEWPORT_HEIGHT) return 'top'
  return y > prevY ? 'hidden' : 'fixed'
}

/**
 * WCAG 2.4.11 (focus not obscured): scrolling up to a control reached by the keyboard would bring the header back,
 * fixed, over that control. While the focused control (its box relative to the window's top) lies within the header's
 * height, the header stays hidden; once the control is below it, or scrolled away above the window, the header
 * returns as usual.
 */
export function clearOfFocus(
  state: HeaderState,
  focus: { top: number; bottom: number } | null,
  headerHeight: number,
): HeaderState {
  if (state !== 'fixed' || !focus) return state
  return focus.bottom > 0 && focus.top < headerHeight ? 'hidden' : state
}

/** Shown only once scrolled at least 100 px and while more than 100 px from the page bottom. */
export function cartButtonVisible(scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  const nearBottom = scrollY + viewportHeight >= documentHeight - NEAR_BOTTOM_DISTANCE
  return scrollY >= CART_BUTTON_SCROLL_THRESHOLD && !nearBottom
}

// The backoffice never shows the shop's cart.
export const shouldShowCartButton = (pathname: string) => !isBackofficePath(pathname)
