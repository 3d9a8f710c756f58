// A picture from Payload's pre-generated sizes: plain <img> with a width srcset, so no request ever goes through an
// on-the-fly optimiser and the files are served (and cached) as they are. The page's LCP picture (`priority`: eager,
// high fetch priority) is preloaded by React's HTML renderer, which writes a <link rel=preload> into <head> for it;
// it is rendered by a client leaf so that no RSC payload carries that preload (PriorityImage.client.tsx).
// Works in server and client components alike.
import type { Ref } from 'react'
import { type Candidate, fallbackOf, srcSetOf } from '@/domain/responsiveImage'
import { PriorityImage } from './PriorityImage.client'

type Props = {
  sources: readonly Candidate[]
  alt: string
  sizes: string
  priority?: boolean
  className?: string
  onLoad?: () => void
  /** Client islands read `complete` through it: a cached file may finish loading before hydration. */
  ref?: Ref<HTMLImageElement>
  'data-loaded'?: boolean
}

export function ResponsiveImage({ sources, alt, sizes, priority = false, className, onLoad, ref, ...rest }: Props) {
  const src = fallbackOf(sources)
  if (!src) return null
  const srcSet = sources.length > 1 ? srcSetOf(sources) : undefined
  if (priority) {
    return (
      <PriorityImage
        src={src.src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} width={src.width} height={src.height} alt={alt}
        loading="eager" decoding="async" fetchPriority="high" className={className} onLoad={onLoad} ref={ref}
        data-loaded={rest['data-loaded']}
      />
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sizes are generated at upload; next/image would re-encode them per request
    <img
      src={src.src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} width={src.width} height={src.height} alt={alt}
      loading="lazy" decoding="async"
      className={className} onLoad={onLoad} ref={ref} data-loaded={rest['data-loaded']}
    />
  )
}
