// The staff roles as an admin chooses them: each says what it opens, in both backoffice languages.
export type StaffRole = 'admin' | 'editor' | 'stock' | 'service'
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'editor', 'stock', 'service']

export const ROLE_LABELS: Record<StaffRole, { en: string; fr: string }> = {
  admin: { en: 'Admin — everything, staff included', fr: 'Administrateur — tout, équipe comprise' },
  editor: { en: 'Editor — magazine, pages, media', fr: 'Éditeur — magazine, pages, médias' },
  stock: { en: 'Stock — stock, products, preparing orders', fr: 'Stock — stock, produits, préparation' },
  service: {
    en: 'Customer service — orders, messages, visits',
    fr: 'Service client — commandes, messages, essayages',
  },
}

export const ROLE_DESCRIPTIONS: Record<StaffRole, { en: string; fr: string }> = {
  admin: {
    en: 'Everything, including staff accounts, roles and the security log. Must use a second factor (authenticator app).',
    fr: 'Tout, y compris les comptes de l’équipe, les rôles et le journal de sécurité. Doit utiliser une double authentification (application d’authentification).',
  },
  editor: {
    en: 'The magazine, pages, people, press and media library.',
    fr: 'Le magazine, les pages, les personnes, la presse et la médiathèque.',
  },
  stock: {
    en: 'Stock, products and variants, suppliers, orders to prepare.',
    fr: 'Le stock, les produits et variantes, les fournisseurs, les commandes à préparer.',
  },
  service: {
    en: 'Orders, returns, customer messages, visits and the outbox.',
    fr: 'Les commandes, les retours, les messages des clients, les essayages et la boîte d’envoi.',
  },
}
