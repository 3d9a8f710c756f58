'use client'
// Marks <html data-hydrated> once React has hydrated the page. The page's scripts are fetched only after its first
// paint (src/server/edge/deferScripts.ts), so the browser's `load` event can come before hydration: a control
// that needs React answers only from this mark on (a tap before it is kept by ./earlyTaps.ts), and the end-to-end
// tests wait for it before they interact.
import { useEffect } from 'react'
import { replayEarlyTaps } from './earlyTaps'
import { HYDRATED_MARK } from './hydratedMark'

export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    // The moment the page answers taps: its time to interactive, sent with the real-user measures.
    performance.mark(HYDRATED_MARK)
    // Every island has mounted: the buttons tapped before now are pressed again (./earlyTaps.ts).
    void replayEarlyTaps()
  }, [])
  return null
}
