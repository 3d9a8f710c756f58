// The backoffice navigation groups, named once so every collection of a group shows under the same heading in
// both languages (a typo in one collection would otherwise open a second group).
export const GROUPS = {
  catalog: { en: 'Catalog', fr: 'Catalogue' },
  stock: { en: 'Stock', fr: 'Stock' },
  sales: { en: 'Sales', fr: 'Ventes' },
  customers: { en: 'Customers', fr: 'Clientèle' },
  content: { en: 'Content', fr: 'Contenu' },
  admin: { en: 'Admin', fr: 'Administration' },
  system: { en: 'System', fr: 'Système' },
} as const
