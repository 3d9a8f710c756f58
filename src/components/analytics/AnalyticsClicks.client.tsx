'use client'
// One delegated click listener for links rendered on the server (footer, product page): an element marked
// data-analytics="social" (data-network, data-location), "store" (data-action) or "colour" (data-item,
// data-from, data-to) sends its event,
// so those links stay plain server HTML. Consent is checked by track() itself.
import { useEffect } from 'react'
import { trackColourSelected, trackSocialClick, trackStoreInteraction } from '@/lib/analytics'

export function AnalyticsClicks() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest?.<HTMLElement>('[data-analytics]')
      if (!el) return
      const d = el.dataset
      if (d.analytics === 'social') trackSocialClick({ network: d.network ?? '', location: d.location ?? '' })
      else if (d.analytics === 'store') trackStoreInteraction({ action: d.action ?? '', store: d.store })
      else if (d.analytics === 'colour')
        trackColourSelected({ item_id: d.item ?? '', from: d.from ?? '', to: d.to ?? '' })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
  return null
}
