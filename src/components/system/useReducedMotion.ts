// Whether the shopper asked the system for less motion (prefers-reduced-motion: reduce), followed live.
// The server renders as if not (it cannot know, and the cached HTML is the same for everyone); the first client
// render after hydration reads the real answer.
import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
