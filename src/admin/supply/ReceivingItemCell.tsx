// One line of a supplier order on /app/receive, as the clerk checks it against the box: the product's photo, its
// name, size and colour, then the SKU in small print. A SKU the catalogue no longer has shows as the SKU alone.
import { formatMessage } from '@/domain/icu'
import type { Locale } from '@/domain/locale'
import { sizeKind } from '@/domain/orderLines'
import { formatSize } from '@/domain/numberFormat'
import type { ReceivingItem } from '@/server/supply/receiveLines'
import type { SupplyStrings } from './strings'

// Secondary text still reads at 7:1 on the light theme (as on the order screen's packing panel).
const muted = { color: 'var(--theme-elevation-650)' }

export function ReceivingItemCell({
  item,
  sku,
  s,
  lang,
}: {
  item: ReceivingItem | undefined
  sku: string
  s: SupplyStrings
  lang: Locale
}) {
  if (!item) return <>{sku}</>
  const size = formatMessage(s.sizeLabel, lang, { kind: sizeKind(item.sizeSystem), size: formatSize(item.size, lang) })
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '48px 1fr', gap: '0.75rem', alignItems: 'center' }}>
      {item.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored file's own small size, in the admin
        <img
          src={item.photo.src}
          alt={item.photo.alt || item.title}
          width={48}
          height={60}
          style={{ objectFit: 'cover' }}
        />
      ) : (
        <span aria-hidden="true" style={{ width: 48, height: 60, background: 'var(--theme-elevation-100)' }} />
      )}
      <div>
        <strong>{item.title}</strong>
        <div>{[size, item.color].filter(Boolean).join(' · ')}</div>
        <small style={muted}>{sku}</small>
      </div>
    </div>
  )
}
