// The browser's signal that the shopper's session changed (signed in, signed out, another customer): whoever changes
// it calls announceSessionChange(); the cart sync listens and asks the server who is signed in now. Other tabs hear
// it through a BroadcastChannel, so signing out in one tab clears the cart in all of them.
const EVENT = 'maison:session'
const CHANNEL = 'maison-session'

export function announceSessionChange() {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new Event(EVENT))
  try {
    const bc = new BroadcastChannel(CHANNEL)
    bc.postMessage('changed')
    bc.close()
  } catch {
    // No BroadcastChannel (old browser): other tabs catch up on focus.
  }
}

/**
 * Calls `listener` whenever this tab or another one announces a session change; returns the unsubscribe. With
 * `otherTabsOnly`, this tab's own announcements are not heard: whoever made the change here already knows it.
 */
export function onSessionChange(listener: () => void, { otherTabsOnly = false } = {}): () => void {
  if (!otherTabsOnly) window.addEventListener(EVENT, listener)
  let bc: BroadcastChannel | null = null
  const listen = () => {
    try {
      bc = new BroadcastChannel(CHANNEL)
      bc.onmessage = listener
    } catch {
      bc = null
    }
  }
  // A message reaching a page in the back/forward cache evicts it (another tab's page load announces): the channel
  // closes while the page is hidden and, when the browser restores the page, reopens and catches up once.
  const hide = () => {
    bc?.close()
    bc = null
  }
  const show = (e: PageTransitionEvent) => {
    if (!e.persisted || bc) return
    listen()
    listener()
  }
  listen()
  window.addEventListener('pagehide', hide)
  window.addEventListener('pageshow', show)
  return () => {
    window.removeEventListener(EVENT, listener)
    window.removeEventListener('pagehide', hide)
    window.removeEventListener('pageshow', show)
    bc?.close()
  }
}
