// Above the products list: how many shoppers keep each pair in their wishlist, most saved first. Every staff role
// sees the counts (they say what the clientèle wants, nothing about who); no shopper is named.
import Link from 'next/link'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { savedCountsAll } from '@/server/carts/wishlist'
import { listStrings } from './listStrings'

interface Props {
  payload: Payload
  user?: unknown
  i18n?: { language?: string }
}

export async function SavedSummary({ payload, user, i18n }: Props) {
  if (!hasRole(user, 'editor', 'stock', 'service')) return null
  const s = listStrings(i18n?.language)
  const rows = await savedCountsAll(payload, i18n?.language === 'fr' ? 'fr' : 'en')
  return (
    <section style={{ padding: '0 var(--gutter-h, 60px)', marginBottom: '2rem' }} aria-labelledby="saved-title">
      <h2 id="saved-title" style={{ fontSize: '1.1rem' }}>
        {s.savedTitle}
      </h2>
      {rows.length === 0 ? (
        <p>{s.savedNone}</p>
      ) : (
        <table className="table" style={{ width: '100%', maxWidth: 720 }} data-testid="saved-summary">
          <thead>
            <tr>
              <th>{s.product}</th>
              <th>{s.savedShoppers}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link href={`/app/collections/products/${r.id}`}>{r.title}</Link>
                </td>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
