'use client'
// The footer's newsletter form steps aside on pages that already carry the full newsletter block (the home and
// the newsletter landing page): one signup form per page, never two a screen apart. Reads only the path, so the
// cached HTML stays the same for every visitor.
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

// Paths without their locale prefix ('/fr', '/en' — the latter is the internal rewrite of '/').
const WITH_BLOCK = new Set(['/', '/newsletter'])

export const pageHasNewsletterBlock = (pathname: string) =>
  WITH_BLOCK.has(pathname.replace(/^\/(en|fr)(?=\/|$)/, '').replace(/\/$/, '') || '/')

export function FooterNewsletterGate({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? ''
  return pageHasNewsletterBlock(pathname) ? null : children
}
