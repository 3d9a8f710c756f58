// The house's mark on /app/login and the admin's login-type screens (Payload's admin.components.graphics.Logo):
// the wordmark the shop's header uses, with "Backoffice" beneath so staff know which side of the house they are on.
import { BRAND_NAME, brandStrings } from './brandStrings'
import { Monogram } from './Monogram'

export function Logo({ i18n }: { i18n?: { language?: string } }) {
  const s = brandStrings(i18n?.language)
  return (
    <div data-testid="brand-logo" style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <Monogram size={48} />
      <div style={{ display: 'grid', lineHeight: 1.15 }}>
        <span style={{ fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 26, letterSpacing: '0.08em' }}>
          {BRAND_NAME}
        </span>
        <span style={{ fontSize: 12, letterSpacing: '0.2em', textTransform: 'uppercase', opacity: 0.7 }}>
          {s.backoffice}
        </span>
      </div>
    </div>
  )
}
