// Above the newsletter list: CSV downloads (the endpoint itself checks the staff role).
import { listStrings } from './listStrings'

export function ExportCsvLink({ i18n }: { i18n?: { language?: string } }) {
  const s = listStrings(i18n?.language)
  return (
    <p style={{ display: 'flex', gap: '1.5rem', margin: '0 0 1rem', padding: '0 var(--gutter-h, 60px)' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/newsletter-subscriptions/export.csv" download>
        {s.exportConfirmed}
      </a>
      <a
        className="btn btn--style-secondary btn--size-small"
        href="/api/newsletter-subscriptions/export.csv?status=all"
        download
      >
        {s.exportAll}
      </a>
    </p>
  )
}
