'use client'
// The browser tab of our own backoffice screens in the admin's language. Payload gives custom views one static
// metadata title (without the reader's language), so the screen names itself once it is drawn.
import { useEffect } from 'react'

export function TabTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} — Maison Sabine`
  }, [title])
  return null
}
