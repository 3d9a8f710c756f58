'use client'
// Page transitions, out then in: an internal link click runs the
// navigation inside a View Transition; the old page fades out, then the new one fades in (CSS in
// transitionCss). Browsers without the API, reduced-motion users and modified clicks get plain navigation.
// Links still prefetch when visible: this only changes what happens on click.
import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

// Resolved once the next route has rendered, which ends the transition's "update" phase.
let finish: (() => void) | null = null
// The last click's check that the router got there: cancelled by the next click and once a new route has rendered.
let arrival: ReturnType<typeof setTimeout> | undefined

type VT = { startViewTransition?: (cb: () => Promise<void>) => { skipTransition?: () => void } | undefined }

/** How long the browser may take to start the transition's update (its next rendered frame) before the link is
 *  followed without it, and how long the router may take to reach the page before the browser loads it itself. */
const START_WITHIN_MS = 1000
const ARRIVE_WITHIN_MS = 5000

function internalTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null
  const url = new URL(a.href, window.location.href)
  if (url.origin !== window.location.origin || /^\/(app|api)(\/|$)/.test(url.pathname)) return null
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null
  return url.pathname + url.search + url.hash
}

export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter()
  const pathname = usePathname()
  // The new route has rendered (on mount, or on a path change inside the same template): let it fade in.
  useEffect(() => {
    finish?.()
    finish = null
    clearTimeout(arrival)
  }, [pathname])
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const doc = document as unknown as VT
      if (!doc.startViewTransition || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
      const href = internalTarget(e)
      if (!href) return
      e.preventDefault()
      // No lost tap: the link is followed whatever happens to the transition. Seen under load in CI: the browser did
      // not run the transition's update (it waits for a rendered frame), and the click did nothing at all.
      let pushed = false
      const go = () => {
        if (pushed) return
        pushed = true
        router.push(href)
      }
      const transition = doc.startViewTransition(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve
            go()
            // Never hold the page frozen if the navigation stalls or fails.
            setTimeout(resolve, 2500)
          }),
      )
      setTimeout(() => {
        if (pushed) return
        transition?.skipTransition?.()
        go()
      }, START_WITHIN_MS)
      const target = new URL(href, window.location.href)
      clearTimeout(arrival)
      arrival = setTimeout(() => {
        const here = window.location
        if (here.pathname !== target.pathname || here.search !== target.search) window.location.assign(href)
      }, ARRIVE_WITHIN_MS)
    }
    // Capture phase: runs before next/link's own click handler, which then sees defaultPrevented and stands back.
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [router])
  return children
}
