// The house's monogram in the admin's navigation (Payload's admin.components.graphics.Icon), in place of Payload's.
import { BRAND_NAME } from './brandStrings'
import { Monogram } from './Monogram'

export function Icon() {
  return (
    <span data-testid="brand-icon" title={BRAND_NAME} style={{ display: 'inline-flex' }}>
      <Monogram size={28} />
    </span>
  )
}
