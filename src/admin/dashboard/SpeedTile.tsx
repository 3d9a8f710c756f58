// The dashboard's real-user speed: per page template, the 75th percentile of what shoppers' browsers measured over
// the last days (server/backoffice/webVitals.ts), each figure coloured by Google's rating of it.
import type { CSSProperties } from 'react'
import { VITAL_NAMES, VITAL_TEMPLATE_LABELS, type VitalName, type VitalsTable, rateVital } from '@/domain/webVitals'
import type { DashboardStrings } from './dashboardStrings'

const RATING_COLOUR = { good: '#1e7a3c', 'needs-improvement': '#9a6400', poor: '#b3261e' } as const

/** '1 234 ms', '0,05' for CLS: in the admin's language, with a no-break space before the unit. */
function figure(name: VitalName, value: number, lang: 'en' | 'fr') {
  const n = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: name === 'CLS' ? 3 : 0 })
  return name === 'CLS' ? n.format(value) : `${n.format(value)}\u00a0ms`
}

export function SpeedTile({
  speed,
  s,
  lang,
  style,
}: {
  speed: VitalsTable
  s: DashboardStrings
  lang: 'en' | 'fr'
  style: CSSProperties
}) {
  return (
    <section
      aria-labelledby="speed-title"
      style={{ ...style, marginTop: '1.5rem', gap: '0.75rem' }}
      data-testid="tile-speed"
    >
      <h2 id="speed-title" style={{ margin: 0, fontSize: '1.1rem' }}>
        {s.tiles.speed}
      </h2>
      <p style={{ margin: 0, opacity: 0.8 }}>{s.speedIntro}</p>
      {speed.length === 0 ? (
        <p style={{ margin: 0 }}>{s.speedNone}</p>
      ) : (
        // A table wider than a phone scrolls sideways: the scrolling box takes the focus, so a keyboard can scroll it
        // (WCAG 2.1.1), and says what it holds.
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="speed-title">
          <table style={{ borderCollapse: 'collapse', minWidth: '36rem' }}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left', paddingRight: 16 }}>
                  {s.template}
                </th>
                <th scope="col" style={{ textAlign: 'right', paddingRight: 16 }}>
                  {s.pages}
                </th>
                {VITAL_NAMES.map((name) => (
                  <th key={name} scope="col" style={{ textAlign: 'right', paddingRight: 16 }}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {speed.map((row) => (
                <tr key={row.template} data-template={row.template}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 400, paddingRight: 16 }}>
                    {VITAL_TEMPLATE_LABELS[row.template][lang]}
                  </th>
                  <td style={{ textAlign: 'right', paddingRight: 16 }}>{row.samples}</td>
                  {VITAL_NAMES.map((name) => {
                    const v = row.p75[name]
                    return (
                      <td
                        key={name}
                        data-vital={name}
                        style={{
                          textAlign: 'right',
                          paddingRight: 16,
                          color: v === undefined ? undefined : RATING_COLOUR[rateVital(name, v)],
                        }}
                      >
                        {v === undefined ? '–' : figure(name, v, lang)}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
