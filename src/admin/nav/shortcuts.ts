// The backoffice's own screens beyond Payload's collection lists: shown in the sidebar (after the collections)
// and on the dashboard. A link appears only for the roles its screen lets in, and only once the screen exists in
// this build (collections and views other issues add are picked up when they land, so no link ever 404s).
import type { Payload } from 'payload'
import { type Role, hasRole } from '@/access/roles'

export interface Shortcut {
  href: string
  label: { en: string; fr: string }
  roles: Role[]
  /** The screen is there when this collection or custom view path is configured. */
  needs: { collection: string } | { view: string }
}

export const SHORTCUTS: Shortcut[] = [
  {
    href: '/app/stock',
    label: { en: 'Stock matrix', fr: 'Matrice de stock' },
    roles: ['stock'],
    needs: { view: '/stock' },
  },
  {
    href: '/app/email-test',
    label: { en: 'Email test', fr: 'Test d’e-mail' },
    roles: ['service'],
    needs: { view: '/email-test' },
  },
  { href: '/app/pipeline', label: { en: 'Pipeline', fr: 'Pipeline' }, roles: ['stock'], needs: { view: '/pipeline' } },
  { href: '/app/carts', label: { en: 'Carts', fr: 'Paniers' }, roles: ['service'], needs: { collection: 'carts' } },
  {
    href: '/app/suppliers',
    label: { en: 'Suppliers', fr: 'Fournisseurs' },
    roles: ['stock'],
    needs: { collection: 'suppliers' },
  },
  {
    href: '/app/supplier-orders',
    label: { en: 'Supplier orders', fr: 'Commandes fournisseurs' },
    roles: ['stock'],
    needs: { collection: 'supplier-orders' },
  },
  { href: '/app/ai-logs', label: { en: 'AI logs', fr: 'Journal IA' }, roles: [], needs: { collection: 'ai-logs' } },
  {
    href: '/app/manage-users',
    label: { en: 'Manage staff', fr: 'Gérer l’équipe' },
    roles: [],
    needs: { view: '/manage-users' },
  },
  {
    href: '/app/two-factor',
    label: { en: 'Two-step verification', fr: 'Double authentification' },
    roles: ['editor', 'stock', 'service'],
    needs: { view: '/two-factor' },
  },
  {
    href: '/app/session-test',
    label: { en: 'Session test', fr: 'Test de session' },
    roles: [],
    needs: { view: '/session-test' },
  },
]

function exists(payload: Payload, needs: Shortcut['needs']): boolean {
  if ('collection' in needs) return Boolean(payload.collections[needs.collection as keyof typeof payload.collections])
  const views = payload.config.admin?.components?.views ?? {}
  return Object.values(views).some((v) => v && typeof v === 'object' && 'path' in v && v.path === needs.view)
}

/** The shortcuts this user may open, labelled in the admin language. */
export function shortcutsFor(payload: Payload, user: unknown, language: string | undefined) {
  const lang = language === 'fr' ? 'fr' : 'en'
  return SHORTCUTS.filter((s) => hasRole(user, ...s.roles) && exists(payload, s.needs)).map((s) => ({
    href: s.href,
    label: s.label[lang],
  }))
}
