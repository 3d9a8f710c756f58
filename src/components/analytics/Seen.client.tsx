'use client'
// An empty marker at the top of a server-rendered section: once the shopper has scrolled it into view, the
// section's event is sent — once per page. Lookbook viewed and product detail section have no click behind them:
// reaching them is the gesture.
import { useEffect, useRef } from 'react'
import { trackLookbookViewed, trackProductDetailSection } from '@/lib/analytics'

type Props = { on: 'lookbook'; itemId: string } | { on: 'section'; itemId: string; section: string }

export function Seen(props: Props) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      io.disconnect()
      if (props.on === 'lookbook') trackLookbookViewed({ item_id: props.itemId })
      else trackProductDetailSection({ item_id: props.itemId, section: props.section })
    })
    io.observe(el)
    return () => io.disconnect()
    // The marker fires once for the page it was drawn on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <span ref={ref} aria-hidden="true" data-seen={props.on} style={{ display: 'block', height: 1 }} />
}
