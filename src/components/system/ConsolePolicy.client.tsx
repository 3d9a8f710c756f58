'use client'
// Production console policy: log and warn are silenced, error passes only Critical/Fatal messages,
// and unhandled errors/rejections do not reach the console.
import { useEffect } from 'react'

export function ConsolePolicy() {
  useEffect(() => {
    const original = console.error
    console.log = () => {}
    console.warn = () => {}
    console.error = (...args: unknown[]) => {
      if (args.some((a) => /Critical|Fatal/.test(String(a instanceof Error ? a.message : a)))) original(...args)
    }
    const silence = (e: Event) => e.preventDefault()
    window.addEventListener('error', silence)
    window.addEventListener('unhandledrejection', silence)
    return () => {
      window.removeEventListener('error', silence)
      window.removeEventListener('unhandledrejection', silence)
    }
  }, [])
  return null
}
