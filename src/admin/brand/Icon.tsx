// The house's monogram in the admin's navigation (Payload's admin.components.graphics.Icon), in place of Payload's.
// It fills the box Payload gives the icon (18 × 18 px in the breadcrumb, 16 on a phone): drawn at a fixed 28 px it
// was cut to "M" there.
import { BRAND_NAME } from './brandStrings'
import { Monogram } from './Monogram'

export function Icon() {
  return (
    <span data-testid="brand-icon" title={BRAND_NAME} style={{ display: 'inline-flex', width: '100%', height: '100%' }}>
      <Monogram size="100%" />
    </span>
  )
}
