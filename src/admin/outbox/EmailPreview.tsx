// The outbox email as the shopper's mail client shows it, and its headers as text. Payload's code and JSON fields
// load their editor (Monaco) from a CDN that the admin's CSP blocks, which left both blank. The HTML is drawn in an
// iframe with an empty sandbox: no script, no same-origin access, no forms or navigation from the email.
interface Props {
  data?: { html?: string | null; headers?: unknown; subject?: string | null }
  i18n?: { language?: string }
}

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4 } as const

export function EmailPreview({ data, i18n }: Props) {
  const fr = i18n?.language === 'fr'
  const headers =
    data?.headers && typeof data.headers === 'object' ? Object.entries(data.headers as Record<string, unknown>) : []
  return (
    <div style={{ display: 'grid', gap: '1rem', marginBottom: '2rem' }} data-testid="email-preview">
      <h3 style={{ margin: 0 }}>{fr ? 'Aperçu de l’e-mail' : 'Email preview'}</h3>
      {data?.html ? (
        <iframe
          sandbox=""
          srcDoc={data.html}
          title={fr ? `Aperçu\u00a0: ${data.subject ?? ''}` : `Preview: ${data.subject ?? ''}`}
          style={{ ...box, width: '100%', height: 560, background: '#fff' }}
        />
      ) : (
        <p>{fr ? 'Cet e-mail n’a pas de version HTML.' : 'This email has no HTML version.'}</p>
      )}
      {headers.length > 0 && (
        <>
          <h3 style={{ margin: 0 }}>{fr ? 'En-têtes' : 'Headers'}</h3>
          <dl
            style={{
              ...box,
              margin: 0,
              padding: '0.75rem 1rem',
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              gap: '4px 1rem',
            }}
          >
            {headers.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 600 }}>{k}</dt>
                <dd style={{ margin: 0, wordBreak: 'break-all' }}>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  )
}
