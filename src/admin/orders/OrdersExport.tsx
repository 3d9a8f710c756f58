// Above the orders list: the accountant's CSV export for a period (the endpoint itself checks the staff role).
// A plain GET form: it works without JavaScript and downloads the file.
import type { ServerProps } from 'payload'

const COPY = {
  en: { title: 'Export for the accountant (CSV)', from: 'From', to: 'To', submit: 'Export orders (CSV)' },
  fr: { title: 'Export pour la comptabilité (CSV)', from: 'Du', to: 'Au', submit: 'Exporter les commandes (CSV)' },
}

export function OrdersExport({ i18n }: ServerProps) {
  const c = COPY[i18n?.language === 'fr' ? 'fr' : 'en']
  return (
    <form
      method="get"
      action="/api/orders/export.csv"
      aria-label={c.title}
      style={{
        display: 'flex',
        gap: '1rem',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        margin: '0 0 1rem',
        padding: '0 var(--gutter-h, 60px)',
      }}
      data-testid="orders-export"
    >
      <label style={{ display: 'grid', gap: 4 }}>
        {c.from}
        <input type="date" name="from" />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        {c.to}
        <input type="date" name="to" />
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        {c.submit}
      </button>
    </form>
  )
}
