// A picture from Payload's pre-generated sizes: a plain <img> with a width srcset of the WebP files, inside a
// <picture> whose <source type="image/avif"> offers the AVIF twins to browsers that decode them. No request ever
// goes through an on-the-fly optimiser: the files are served (and cached) as they are. The page's LCP picture
// (`priority`: eager, high fetch priority) is preloaded from <head> (PriorityImage.client.tsx).
// Works in server and client components alike.
import type { Ref } from 'react'
import { avifSrcSetOf, type Candidate, fallbackOf, srcSetOf } from '@/domain/responsiveImage'
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
  // One candidate is a fixed file: its AVIF twin alone, without a width list, is still a better pick.
  const avifSrcSet = sources.length > 1 ? avifSrcSetOf(sources) : src.avif
  const img = priority ? (
    <PriorityImage
      src={src.src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} width={src.width} height={src.height} alt={alt}
      loading="eager" decoding="async" fetchPriority="high" className={className} onLoad={onLoad} ref={ref}
      data-loaded={rest['data-loaded']} avif={avifSrcSet ? { srcSet: avifSrcSet, sizes: srcSet ? sizes : undefined } : undefined}
    />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- the sizes are generated at upload; next/image would re-encode them per request
    <img
      src={src.src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} width={src.width} height={src.height} alt={alt}
      loading="lazy" decoding="async"
      className={className} onLoad={onLoad} ref={ref} data-loaded={rest['data-loaded']}
    />
  )
  if (!avifSrcSet) return img
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={srcSet ? sizes : undefined} />
      {img}
    </picture>
  )
}
