// Above the newsletter list: CSV downloads (the endpoint itself checks the staff role).
export function ExportCsvLink() {
  return (
    <p style={{ display: 'flex', gap: '1.5rem', margin: '0 0 1rem', padding: '0 var(--gutter-h, 60px)' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/newsletter-subscriptions/export.csv" download>
        Export confirmed (CSV)
      </a>
      <a
        className="btn btn--style-secondary btn--size-small"
        href="/api/newsletter-subscriptions/export.csv?status=all"
        download
      >
        Export all (CSV)
      </a>
    </p>
  )
}
