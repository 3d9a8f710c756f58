// Sidebar group above the collections (admin.components.beforeNavLinks): the dashboard and the backoffice's own
// screens (stock matrix, email test…) that Payload's collection navigation does not list.
import Link from 'next/link'
import { NavGroup } from '@payloadcms/ui'
import type { Payload } from 'payload'
import { shortcutsFor } from './shortcuts'

interface Props {
  payload: Payload
  user?: unknown
  i18n?: { language?: string }
}

export function NavLinks({ payload, user, i18n }: Props) {
  const lang = i18n?.language === 'fr' ? 'fr' : 'en'
  const links = [{ href: '/app', label: lang === 'fr' ? 'Aujourd’hui' : 'Today' }, ...shortcutsFor(payload, user, lang)]
  return (
    <NavGroup label={lang === 'fr' ? 'Outils' : 'Tools'}>
      {links.map((l) => (
        <Link key={l.href} className="nav__link" href={l.href} id={`nav-tool-${l.href.slice(5) || 'dashboard'}`}>
          <span className="nav__link-label">{l.label}</span>
        </Link>
      ))}
    </NavGroup>
  )
}
