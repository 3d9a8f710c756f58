'use client'
// The page's LCP <img>, as a client component. React's RSC renderer turns every eager <img> of a server component
// into a preload hint that travels with the RSC payload, and the router applies hints as soon as a payload arrives:
// a link prefetch would fetch the linked page's LCP picture on the page that links to it. A client component's
// <img> is only props in that payload. The HTML is unchanged: the server's HTML renderer still writes the
// <link rel=preload fetchpriority=high> for it into <head>.
import type { ComponentProps } from 'react'

export function PriorityImage(props: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- a plain <img> of Payload's sizes; its alt comes from ResponsiveImage
  return <img {...props} />
}
