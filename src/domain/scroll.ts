// Scroll rules of the header and the floating cart button (SPEC §2, §9).
export const HEADER_HIDE_THRESHOLD = 120
export const CART_BUTTON_SCROLL_THRESHOLD = 100
export const NEAR_BOTTOM_DISTANCE = 100

export type HeaderState = 'top' | 'hidden' | 'fixed'

/** Hidden when scrolling down past 120 px; fixed when scrolling up; in flow near the top. */
export function headerState(prevY: number, y: number): HeaderState {
  if (y <= HEADER_HIDE_THRESHOLD) return 'top'
  return y > prevY ? 'hidden' : 'fixed'
}

export function cartButtonVisible(scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  const nearBottom = scrollY + viewportHeight >= documentHeight - NEAR_BOTTOM_DISTANCE
  return scrollY >= CART_BUTTON_SCROLL_THRESHOLD && !nearBottom
}

export const shouldShowCartButton = (pathname: string) => !(pathname === '/app' || pathname.startsWith('/app/'))
