// The branded frame of every email: ivory paper, serif wordmark, one column, a plain-text twin.
import { escapeHtml as esc } from '@/domain/html'

export interface EmailContent {
  greeting?: string
  paragraphs: string[]
  details?: Array<[string, string]>
  cta?: { label: string; href: string }
  signoff: string
  footer: string
  /** Unsubscribe link (newsletter emails) shown under the footer. */
  unsubscribe?: { label: string; href: string; note: string }
}

export function renderEmail(c: EmailContent, lang: string): { html: string; text: string } {
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.6">${esc(s)}</p>`
  const details = c.details?.length
    ? `<table role="presentation" style="margin:8px 0 24px;border-collapse:collapse">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b6459;vertical-align:top">${esc(k)}</td><td style="padding:4px 0;white-space:pre-wrap">${esc(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const cta = c.cta
    ? `<p style="margin:24px 0"><a href="${esc(c.cta.href)}" style="display:inline-block;padding:12px 28px;background:#111;color:#f6f2ea;text-decoration:none;letter-spacing:.08em;text-transform:uppercase;font-size:12px">${esc(c.cta.label)}</a></p>`
    : ''
  const unsub = c.unsubscribe
    ? `<p style="font-size:12px;color:#6b6459">${esc(c.unsubscribe.note)} <a href="${esc(c.unsubscribe.href)}" style="color:#6b6459">${esc(c.unsubscribe.label)}</a></p>`
    : ''
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f6f2ea;color:#111;font-family:Helvetica,Arial,sans-serif;font-size:15px">
<div style="max-width:560px;margin:0 auto;padding:40px 28px">
<p style="font-family:Georgia,'Times New Roman',serif;font-size:26px;letter-spacing:.12em;text-transform:uppercase;margin:0 0 32px">Maison Sabine</p>
${c.greeting ? p(c.greeting) : ''}${c.paragraphs.map(p).join('')}${details}${cta}${p(c.signoff)}
<hr style="border:0;border-top:1px solid #d9d2c5;margin:32px 0 16px"><p style="font-size:12px;color:#6b6459">${esc(c.footer)}</p>${unsub}
</div></body></html>`
  // French sets a no-break space before the colon, as the invoice and packing slip PDFs do.
  const colon = lang === 'fr' ? '\u00a0: ' : ': '
  const text = [
    c.greeting,
    ...c.paragraphs,
    ...(c.details ?? []).map(([k, v]) => `${k}${colon}${v}`),
    c.cta && `${c.cta.label}${colon}${c.cta.href}`,
    c.signoff,
    '--',
    c.footer,
    c.unsubscribe && `${c.unsubscribe.label}${colon}${c.unsubscribe.href}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  return { html, text }
}
