// The backoffice's own name, in the staff member's admin language.
export const BRAND_NAME = 'Maison Sabine'

const STRINGS = {
  en: { backoffice: 'Backoffice' },
  fr: { backoffice: 'Back-office' },
} as const

export function brandStrings(language: string | undefined) {
  return language === 'fr' ? STRINGS.fr : STRINGS.en
}
