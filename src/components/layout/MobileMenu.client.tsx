'use client'
// Full-screen mobile menu: locks body scroll while open, traps focus, closes on Escape and on navigation.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { Locale } from '@/domain/locale'
import { LanguageSwitcher } from './LanguageSwitcher.client'

export interface MenuGroup {
  title: string
  links: { label: string; href: string }[]
}

interface Props {
  locale: Locale
  groups: MenuGroup[]
  labels: {
    open: string
    close: string
    menu: string
    instagram: string
    switchTo: string
    switchLabel: string
    language: string
  }
  instagramUrl: string
  /** Drawn by the server (the header): the menu's script carries no icon of its own. */
  instagramIcon: ReactNode
  /** The menu's own search field: a plain GET form to the results page. */
  search: { action: string; label: string; placeholder: string; submit: string }
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function MobileMenu({ locale, groups, labels, instagramUrl, instagramIcon, search }: Props) {
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const opener = button.current
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return setOpen(false)
      if (e.key !== 'Tab' || !panel.current) return
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = items[0]
      const last = items[items.length - 1]
      const wrapTo = e.shiftKey
        ? document.activeElement === first
          ? last
          : null
        : document.activeElement === last
          ? first
          : null
      if (wrapTo) {
        e.preventDefault()
        wrapTo.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = previous
      document.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={labels.open}
        onClick={() => setOpen(true)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
        <span className="menu-toggle__text">{labels.menu}</span>
      </button>
      {open && (
        <div
          id="mobile-menu"
          ref={panel}
          className="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label={labels.menu}
          data-testid="mobile-menu"
        >
          <button type="button" className="mobile-menu__close" aria-label={labels.close} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
          <form action={search.action} method="get" role="search" className="mobile-menu__search">
            <label htmlFor="mobile-search-q" className="visually-hidden">
              {search.label}
            </label>
            <input id="mobile-search-q" type="search" name="q" placeholder={search.placeholder} autoComplete="off" />
            <button type="submit">{search.submit}</button>
          </form>
          <nav className="mobile-menu__groups">
            {groups.map((g) => (
              <section key={g.title} className="mobile-menu__group">
                <h2 className="mobile-menu__title">{g.title}</h2>
                <ul>
                  {g.links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} onClick={() => setOpen(false)}>
                        {l.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section className="mobile-menu__group mobile-menu__group--meta" aria-label={labels.language}>
              <LanguageSwitcher locale={locale} label={labels.switchTo} title={labels.switchLabel} />
              <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className="with-icon">
                {instagramIcon}
                {labels.instagram}
              </a>
            </section>
          </nav>
        </div>
      )}
    </>
  )
}
