'use client'
// "Open in the maps app": the server renders the Google Maps link (one HTML for every visitor); once in the
// browser, an iPhone gets Apple Maps and Android the geo: link that offers its installed maps apps.
import { useEffect, useState } from 'react'
import { type MapsTarget, mapsLink, platformOf } from '@/domain/storeMap/mapsLink'

export function MapsAppLink({
  target,
  label,
  className,
  testId = 'open-in-maps',
}: {
  target: MapsTarget
  label: string
  className?: string
  testId?: string
}) {
  const [href, setHref] = useState(() => mapsLink(target, 'other'))
  useEffect(() => {
    const t = setTimeout(() => setHref(mapsLink(target, platformOf(navigator.userAgent, navigator.maxTouchPoints))), 0)
    return () => clearTimeout(t)
  }, [target])
  const external = href.startsWith('http')
  return (
    <a
      className={className}
      href={href}
      data-testid={testId}
      data-analytics="store"
      data-action="open_in_maps"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </a>
  )
}
