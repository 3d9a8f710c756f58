// Analytics events go to the tag manager's dataLayer. Without a GTM container they stay in dataLayer
// only; consent mode v2 decides what Google tags may store.
type DataLayerEntry = Record<string, unknown> | unknown[]

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

export function track(event: string, params: Record<string, unknown> = {}) {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({ event, ...params })
}

export interface ConsentChoice {
  analytics: boolean
  ads: boolean
}

/** Consent mode v2 update, in the gtag('consent', 'update', …) form GTM reads from dataLayer. */
export function pushConsent(choice: ConsentChoice) {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer || []
  const state = (on: boolean) => (on ? 'granted' : 'denied')
  // gtag() pushes its `arguments` object; an array is read the same way by GTM.
  window.dataLayer.push([
    'consent',
    'update',
    {
      analytics_storage: state(choice.analytics),
      ad_storage: state(choice.ads),
      ad_user_data: state(choice.ads),
      ad_personalization: state(choice.ads),
    },
  ])
  track('consent_update', { analytics: choice.analytics, ads: choice.ads })
}
