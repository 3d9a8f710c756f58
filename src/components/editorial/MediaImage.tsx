// A Payload media document as a responsive picture from its pre-generated sizes. Ids (unpopulated) and missing
// images render nothing, so a page seeded without imagery (SEED_IMAGES=none) still lays out.
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { isMedia } from '@/domain/media'
import type { Media } from '@/payload-types'
import { imageView } from '@/server/catalogViews'

type Props = {
  media: number | Media | null | undefined
  sizes: string
  priority?: boolean
  className?: string
  alt?: string
  /** 'card': the slot crops to 4:5 anyway, so the smaller 4:5 sizes serve; otherwise the uncropped sizes. */
  use?: 'card' | 'full'
}

export function MediaImage({ media, sizes, priority, className, alt, use = 'full' }: Props) {
  const image = isMedia(media) ? imageView(media) : null
  if (!image) return null
  const sources = use === 'card' && image.cropped.length > 0 ? image.cropped : image.full
  return (
    <ResponsiveImage sources={sources} alt={alt ?? image.alt} sizes={sizes} priority={priority} className={className} />
  )
}
