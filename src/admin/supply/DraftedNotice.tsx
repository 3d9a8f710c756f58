// The confirmation at the top of /app/supply after "create supplier orders": how many drafts were made, each linked
// to its edit page (number, workshop, store, pairs), and that they are drafts to review and send — or that nothing
// could be ordered.
import Link from 'next/link'
import { formatMessage } from '@/domain/icu'
import type { DraftMade } from '@/server/supply/drafted'
import type { SupplyStrings } from './strings'

export function DraftedNotice({ drafts, s, lang }: { drafts: DraftMade[]; s: SupplyStrings; lang: string }) {
  return (
    <div
      role="status"
      data-testid="drafted"
      style={{
        border: '1px solid var(--theme-success-500)',
        borderRadius: 4,
        padding: '0.75rem 1rem',
        marginBottom: '1.5rem',
      }}
    >
      {drafts.length === 0 ? (
        <p style={{ margin: 0, fontWeight: 500 }}>{s.draftedNone}</p>
      ) : (
        <>
          <p style={{ margin: 0, fontWeight: 500 }}>{formatMessage(s.drafted, lang, { n: drafts.length })}</p>
          <p style={{ margin: '0.25rem 0 0.5rem' }}>{s.draftedHint}</p>
          <ul style={{ margin: 0 }}>
            {drafts.map((d) => (
              <li key={d.id}>
                <Link href={`/app/collections/supplier-orders/${d.id}`}>
                  {formatMessage(s.draftedLine, lang, { ...d })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
