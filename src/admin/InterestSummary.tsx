// Above the preorder campaigns list: how many shoppers wait for each product and size, by kind.
import Link from 'next/link'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { listStrings } from './listStrings'

type Row = { productTitle?: string | null; productId: string; size: string; kind: string; status: string }

interface Props {
  payload: Payload
  user?: unknown
  i18n?: { language?: string }
}

export async function InterestSummary({ payload, user, i18n }: Props) {
  if (!hasRole(user, 'stock')) return null
  const s = listStrings(i18n?.language)
  const res = await payload.find({
    collection: 'stock-interests',
    where: { status: { equals: 'waiting' } },
    pagination: false,
    depth: 0,
    user: user as never,
    overrideAccess: false,
  })
  const counts = new Map<string, { title: string; size: string; notify: number; preorder: number }>()
  for (const r of res.docs as unknown as Row[]) {
    const key = `${r.productId}|${r.size}`
    const c = counts.get(key) ?? { title: r.productTitle || r.productId, size: r.size, notify: 0, preorder: 0 }
    if (r.kind === 'preorder') c.preorder++
    else c.notify++
    counts.set(key, c)
  }
  const rows = [...counts.values()].sort((a, b) => b.notify + b.preorder - (a.notify + a.preorder))
  return (
    <section style={{ padding: '0 var(--gutter-h, 60px)', marginBottom: '2rem' }} aria-labelledby="interest-title">
      <h2 id="interest-title" style={{ fontSize: '1.1rem' }}>
        {s.waitingTitle}
      </h2>
      {rows.length === 0 ? (
        <p>{s.nobodyWaiting}</p>
      ) : (
        <table className="table" style={{ width: '100%', maxWidth: 720 }}>
          <thead>
            <tr>
              <th>{s.product}</th>
              <th>{s.size}</th>
              <th>{s.notifyMe}</th>
              <th>{s.preorder}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.title}-${r.size}`}>
                <td>{r.title}</td>
                <td>{r.size}</td>
                <td>{r.notify}</td>
                <td>{r.preorder}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link href="/app/collections/stock-interests">{s.allInterests}</Link>
      </p>
    </section>
  )
}
