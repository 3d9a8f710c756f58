// dataLayer with consent mode v2 defaults (everything denied until the shopper chooses), and the GTM container
// when NEXT_PUBLIC_GTM_ID is set. Without it, events stay in window.dataLayer only.
import Script from 'next/script'
import { CONSENT_DEFAULTS_SCRIPT, gtmScript, isGtmId } from '@/domain/tagManagerScripts'

export function TagManager() {
  const id = process.env.NEXT_PUBLIC_GTM_ID
  return (
    <>
      <Script id="consent-defaults" strategy="beforeInteractive">
        {CONSENT_DEFAULTS_SCRIPT}
      </Script>
      {isGtmId(id) && (
        <Script id="gtm" strategy="afterInteractive">
          {gtmScript(id)}
        </Script>
      )}
    </>
  )
}
