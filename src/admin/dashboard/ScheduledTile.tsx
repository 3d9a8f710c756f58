// The editors' tile: how many publications wait for their time, and the next few with their date (Paris time).
import Link from 'next/link'
import type { CSSProperties } from 'react'
import type { ScheduledPublication } from '@/server/backoffice/scheduled'
import type { DashboardStrings } from './dashboardStrings'

interface Props {
  scheduled: { count: number; next: ScheduledPublication[] }
  s: DashboardStrings
  lang: 'en' | 'fr'
  style: CSSProperties
}

export function ScheduledTile({ scheduled, s, lang, style }: Props) {
  const when = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  })
  return (
    <div style={style} data-testid="tile-scheduledPublications">
      <Link href="/app/collections/articles?where[_status][equals]=draft&sort=-updatedAt" style={{ fontWeight: 600 }}>
        {s.tiles.scheduledPublications}
      </Link>
      <span style={{ fontSize: '2rem', lineHeight: 1 }} data-testid="tile-count">
        {scheduled.count}
      </span>
      {scheduled.next.length === 0 ? (
        <span style={{ opacity: 0.7, fontSize: '0.85rem' }}>{s.scheduledNone}</span>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1rem', fontSize: '0.85rem' }}>
          {scheduled.next.map((p) => (
            <li key={`${p.collection}-${p.id}-${p.at}`}>
              <Link href={`/app/collections/${p.collection}/${p.id}`}>
                {p.type === 'publish' ? s.publish : s.unpublish} · {when.format(new Date(p.at))}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
