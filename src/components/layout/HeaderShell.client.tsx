'use client'
// Hides the header when scrolling down past 120 px; on scroll up it comes back, fixed, unless it would cover the
// control that has the keyboard's focus (clearOfFocus). The navigation's disclosure
// ("The house") is native and opens without scripts; once they run, Escape, a tap or focus elsewhere, or a chosen page closes it.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { clearOfFocus, headerState } from '@/domain/scroll'
import { listen } from '@/lib/listen'

/** The focused control's box; null when the focus is on the page itself, in the header, or in a dialog (above it). */
function focusBox(header: HTMLElement | null) {
  const el = document.activeElement
  if (!el || el === document.body || header?.contains(el) || el.closest('dialog, [role="dialog"]')) return null
  return el.getBoundingClientRect()
}

export function HeaderShell({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'top' | 'hidden' | 'fixed'>('top')
  const lastY = useRef(0)
  const header = useRef<HTMLElement>(null)
  useEffect(() => {
    const open = () => [...(header.current?.querySelectorAll<HTMLDetailsElement>('.nav-house details[open]') ?? [])]
    const outside = (e: Event) => {
      for (const d of open()) if (!d.contains(e.target as Node)) d.open = false
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      for (const d of open()) {
        const within = d.contains(document.activeElement)
        d.open = false
        if (within) d.querySelector('summary')?.focus()
      }
    }
    // A chosen page closes it too: the header stays across client-side navigations.
    const chosen = (e: Event) => {
      if ((e.target as Element | null)?.closest?.('.nav-house a')) for (const d of open()) d.open = false
    }
    return listen(document, { pointerdown: outside, click: chosen, focusin: outside, keydown: onKey })
  }, [])
  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const y = window.scrollY
        setState(
          clearOfFocus(headerState(lastY.current, y), focusBox(header.current), header.current?.offsetHeight ?? 0),
        )
        lastY.current = y
      })
    }
    lastY.current = window.scrollY
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [])
  return (
    <div className="header-slot">
      <header ref={header} className={`header header--${state}`} data-state={state} data-testid="site-header">
        {children}
      </header>
    </div>
  )
}
