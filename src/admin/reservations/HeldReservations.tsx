// Above the try-on visits: the pairs held in the boutique for a shopper, soonest deadline first, with their size,
// colour and SKU and the two staff actions. A custom part of the list, so it checks the role itself (customer service,
// as for the visits) and reads as the signed-in staff member.
import Link from 'next/link'
import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { parisDeadline } from '@/domain/reservations'
import { ReservationActions } from './ReservationActions.client'
import { reservationStrings } from './strings'

interface Props {
  payload: Payload
  user: unknown
  language?: string
}

const cell = {
  padding: '0.5rem 0.75rem',
  textAlign: 'left' as const,
  borderBottom: '1px solid var(--theme-elevation-100)',
}

export async function HeldReservations({ payload, user, language }: Props) {
  if (!hasRole(user, 'service')) return null
  const s = reservationStrings(language)
  const lang = language === 'fr' ? 'fr' : 'en'
  const held = await payload.find({
    collection: 'reservations',
    where: { status: { equals: 'held' } },
    sort: 'expiresAt',
    limit: 100,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return (
    <section
      aria-labelledby="held-reservations"
      data-testid="held-reservations"
      style={{ margin: '0 0 1.5rem', padding: '0 var(--gutter-h, 60px)' }}
    >
      <h2 id="held-reservations">{s.heading}</h2>
      <p style={{ color: 'var(--theme-elevation-650)' }}>{s.intro}</p>
      {held.docs.length === 0 ? (
        <p>{s.none}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%' }}>
            <thead>
              <tr>
                {[s.until, s.shopper, s.phone, s.pair, s.sku, s.actions].map((h) => (
                  <th key={h} scope="col" style={cell}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {held.docs.map((r) => {
                const { day, time } = parisDeadline(r.expiresAt, lang)
                const name = `${r.firstName} ${r.lastName}`
                const pair = [r.productTitle, r.colour, r.size].filter(Boolean).join(', ')
                return (
                  <tr key={r.id} data-testid="held-reservation" data-sku={r.sku}>
                    <td style={cell}>
                      <Link href={`/app/collections/reservations/${r.id}`}>
                        {day}, {time}
                      </Link>
                    </td>
                    <td style={cell}>
                      {name}
                      <br />
                      <a href={`mailto:${r.email}`}>{r.email}</a>
                    </td>
                    <td style={cell}>
                      <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
                    </td>
                    <td style={cell}>{pair}</td>
                    <td style={cell}>
                      <code>{r.sku}</code>
                    </td>
                    <td style={cell}>
                      <ReservationActions id={r.id} name={name} pair={pair} strings={s} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link href="/app/collections/reservations?sort=-createdAt">{s.all}</Link>
      </p>
    </section>
  )
}
