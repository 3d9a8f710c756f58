// A picture from Payload's pre-generated sizes: plain <img> with a width srcset, so no request ever goes through an
// on-the-fly optimiser and the files are served (and cached) as they are. The page's LCP picture is preloaded.
// Works in server and client components alike.
import type { Ref } from 'react'
import { preload } from 'react-dom'
import { type Candidate, fallbackOf, srcSetOf } from '@/domain/responsiveImage'

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
  if (priority) preload(src.src, { as: 'image', imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sizes are generated at upload; next/image would re-encode them per request
    <img
      src={src.src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} width={src.width} height={src.height} alt={alt}
      loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : undefined}
      className={className} onLoad={onLoad} ref={ref} data-loaded={rest['data-loaded']}
    />
  )
}
