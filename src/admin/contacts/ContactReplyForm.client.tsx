'use client'
// The reply form: pick a template (filled with the shopper's first name), edit, send. The page reloads after
// sending so the reply log and the status show what the server stored.
import { useState } from 'react'
import { fill } from '@/domain/fill'
import { HttpError, postJson } from '@/lib/http'
import type { ContactReplyStrings } from './contactReplyStrings'

type Lang = 'en' | 'fr'
interface Template {
  key: string
  label: string
  text: Record<Lang, string>
}

export function ContactReplyForm({
  id,
  email,
  shopperLanguage,
  templates,
  strings,
  adminLocale,
}: {
  adminLocale: Lang
  id: number
  email: string
  shopperLanguage: Lang
  templates: Template[]
  strings: ContactReplyStrings
}) {
  const [template, setTemplate] = useState('')
  const [language, setLanguage] = useState<Lang>(shopperLanguage)
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')

  const pick = (key: string, lang: Lang) => {
    setTemplate(key)
    setLanguage(lang)
    const t = templates.find((x) => x.key === key)
    if (t) setText(t.text[lang])
  }

  async function send() {
    setBusy(true)
    setStatus('')
    try {
      await postJson('/api/contacts/reply', {
        id,
        language,
        text,
        template: template || undefined,
        locale: adminLocale,
      })
      setStatus(strings.sent)
      window.location.reload()
    } catch (err) {
      const body = err instanceof HttpError ? (err.data as { errors?: { message: string }[] } | null) : null
      setStatus(body?.errors?.[0]?.message ?? strings.failed)
      setBusy(false)
    }
  }

  return (
    <section style={{ margin: '1.5rem 0', display: 'grid', gap: '0.75rem' }} data-testid="contact-reply">
      <h3 style={{ margin: 0 }}>{strings.heading}</h3>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <label style={{ display: 'grid', gap: 4 }}>
          {strings.template}
          <select value={template} onChange={(e) => pick(e.target.value, language)} data-testid="reply-template">
            <option value="">{strings.chooseTemplate}</option>
            {templates.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          {strings.language}
          <select
            value={language}
            onChange={(e) => (template ? pick(template, e.target.value as Lang) : setLanguage(e.target.value as Lang))}
            data-testid="reply-language"
          >
            <option value="en">{strings.languages.en}</option>
            <option value="fr">{strings.languages.fr}</option>
          </select>
        </label>
      </div>
      <label style={{ display: 'grid', gap: 4 }}>
        {strings.text}
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          style={{ width: '100%', font: 'inherit' }}
          data-testid="reply-text"
        />
      </label>
      <p style={{ margin: 0, color: 'var(--theme-elevation-650)' }}>{fill(strings.note, { email })}</p>
      <div>
        <button
          type="button"
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
          onClick={send}
          disabled={busy || text.trim() === ''}
          aria-busy={busy}
          data-testid="reply-send"
        >
          {busy ? strings.sending : strings.send}
        </button>
      </div>
      <p role="status" style={{ margin: 0 }} data-testid="reply-status">
        {status}
      </p>
    </section>
  )
}
