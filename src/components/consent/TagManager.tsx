// dataLayer with consent mode v2 defaults (everything denied until the shopper chooses). The GTM container
// (NEXT_PUBLIC_GTM_ID) is loaded by src/lib/analytics.ts once the shopper grants consent — no tag-manager request
// before that. Without an id, events stay in window.dataLayer only.
import Script from 'next/script'
import { CONSENT_DEFAULTS_SCRIPT } from '@/domain/tagManagerScripts'

export function TagManager() {
  return (
    <>
      <Script id="consent-defaults" strategy="beforeInteractive">
        {CONSENT_DEFAULTS_SCRIPT}
      </Script>
    </>
  )
}
