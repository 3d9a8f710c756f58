'use client'
// The browser tab of our own backoffice screens in the admin's language. Payload gives custom views one static
// metadata title ('Payload', without the reader's language), and Next writes it into the head after our first
// effect ran: the screen names itself once drawn, and again whenever the head's title is rewritten.
import { useEffect } from 'react'

export function TabTitle({ title }: { title: string }) {
  useEffect(() => {
    const wanted = `${title} — Maison Sabine`
    const name = () => {
      if (document.title !== wanted) document.title = wanted
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [title])
  return null
}
