// Sales per day as an SVG bar chart drawn on the server with d3's scales (band scale for the days, a "nice" linear
// scale and its ticks for the euro axis): no script in the browser, nothing for the admin's CSP to block, and the
// same figures in a table beside it for screen readers and for anyone who wants the numbers.
import { scaleBand, scaleLinear } from 'd3-scale'
import type { DaySales } from '@/domain/dashboard'
import { formatPrice, formatWholeEuros } from '@/domain/money'
import type { DashboardStrings } from './dashboardStrings'

const W = 600
const H = 160
const LEFT = 64

export function SalesChart({ series, s, lang }: { series: DaySales[]; s: DashboardStrings; lang: 'en' | 'fr' }) {
  const x = scaleBand<string>()
    .domain(series.map((d) => d.date))
    .range([LEFT, W])
    .paddingInner(0.2)
  const y = scaleLinear()
    .domain([0, Math.max(100, ...series.map((d) => d.cents))])
    .range([H, 8])
    .nice(4)
  // The axis in whole euros, the house format of every amount in the backoffice (as its tiles and table).
  const euros = formatWholeEuros
  const dayLabel = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const label = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`))
  return (
    <figure style={{ margin: 0 }} data-testid="sales-chart">
      <svg
        viewBox={`0 0 ${W} ${H + 18}`}
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <title id="sales-chart-title">{s.chartTitle}</title>
        <desc id="sales-chart-desc">{s.chartDesc}</desc>
        {y.ticks(4).map((t) => (
          <g key={t} data-tick={t}>
            <line x1={LEFT} y1={y(t)} x2={W} y2={y(t)} stroke="currentColor" strokeOpacity={t === 0 ? 0.3 : 0.1} />
            <text x={LEFT - 6} y={y(t) + 4} fontSize={11} fill="currentColor" textAnchor="end">
              {euros(t)}
            </text>
          </g>
        ))}
        {series.map((d) => {
          const h = d.cents === 0 ? 0 : Math.max(2, H - y(d.cents))
          return (
            <rect
              key={d.date}
              data-date={d.date}
              data-cents={d.cents}
              x={x(d.date)}
              y={H - h}
              width={x.bandwidth()}
              height={h}
              fill="#8a6d3b"
            >
              <title>{`${label(d.date)}${lang === 'fr' ? '\u00a0: ' : ': '}${formatPrice(d.cents, lang)}`}</title>
            </rect>
          )
        })}
        <text x={LEFT} y={H + 14} fontSize={11} fill="currentColor">
          {label(series[0]!.date)}
        </text>
        <text x={W} y={H + 14} fontSize={11} fill="currentColor" textAnchor="end">
          {label(series.at(-1)!.date)}
        </text>
      </svg>
      <details style={{ marginTop: 8 }}>
        <summary>{s.showTable}</summary>
        <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
          <caption className="sr-only">{s.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', paddingRight: 16 }}>
                {s.day}
              </th>
              <th scope="col" style={{ textAlign: 'right', paddingRight: 16 }}>
                {s.sales}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {s.ordersCol}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.date}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400, paddingRight: 16 }}>
                  {label(d.date)}
                </th>
                <td style={{ textAlign: 'right', paddingRight: 16 }}>{formatPrice(d.cents, lang)}</td>
                <td style={{ textAlign: 'right' }}>{d.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
