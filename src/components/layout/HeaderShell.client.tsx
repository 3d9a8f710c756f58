'use client'
// Hides the header when scrolling down past 120 px; on scroll up it comes back, fixed.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { headerState } from '@/domain/scroll'

export function HeaderShell({ children }: { children: ReactNode }) {
  const [state, setState] = useState<'top' | 'hidden' | 'fixed'>('top')
  const lastY = useRef(0)
  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const y = window.scrollY
        setState(headerState(lastY.current, y))
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
      <header className={`header header--${state}`} data-state={state} data-testid="site-header">
        {children}
      </header>
    </div>
  )
}
