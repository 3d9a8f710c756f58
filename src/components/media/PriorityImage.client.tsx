'use client'
// The page's LCP <img>, as a client component. React's RSC renderer turns every eager <img> of a server component
// into a preload hint that travels with the RSC payload, and the router applies hints as soon as a payload arrives:
// a link prefetch would fetch the linked page's LCP picture on the page that links to it. A client component's
// <img> is only props in that payload. The HTML is unchanged: the server's HTML renderer writes the
// <link rel=preload fetchpriority=high> for it into <head>.
// Inside a <picture>, React writes no preload (it cannot know which source the browser takes), so the AVIF set is
// preloaded here with type="image/avif": a browser that decodes AVIF fetches exactly the file its <source> picks,
// and one that does not skips the hint and loads the WebP <img> as the page is parsed.
import type { ComponentProps } from 'react'
import { preload } from 'react-dom'

type Props = ComponentProps<'img'> & {
  /** The <source type="image/avif"> of the enclosing <picture>, when there is one. */
  avif?: { srcSet: string; sizes?: string }
}

export function PriorityImage({ avif, ...props }: Props) {
  if (avif) {
    preload(avif.srcSet.split(/\s/)[0], {
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      imageSrcSet: avif.sizes ? avif.srcSet : undefined,
      imageSizes: avif.sizes,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- a plain <img> of Payload's sizes; its alt comes from ResponsiveImage
  return <img {...props} />
}
