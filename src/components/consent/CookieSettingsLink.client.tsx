'use client'
// "Cookie settings" in the footer: reopens the banner to change the choice at any time.
import { OPEN_CONSENT_EVENT } from './consent'

export function CookieSettingsLink({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="footer__link-button"
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {label}
    </button>
  )
}
