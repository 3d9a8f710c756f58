// A Payload media document as a responsive next/image. Ids (unpopulated) and missing images render nothing,
// so a page seeded without imagery (SEED_IMAGES=none) still lays out.
import Image from 'next/image'
import { isMedia, localUrl } from '@/domain/media'
import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  priority?: boolean
  className?: string
  alt?: string
}

export function MediaImage({ media, sizes, priority, className, alt }: Props) {
  if (!isMedia(media)) return null
  return (
    <Image
      src={localUrl(media.url!)}
      alt={alt ?? media.alt ?? ''}
      width={media.width ?? 1600}
      height={media.height ?? 1000}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}
