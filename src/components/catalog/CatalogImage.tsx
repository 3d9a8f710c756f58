// A catalog picture from the Payload sizes that fit the slot: the 4:5 crops for cards, the uncropped sizes for
// the gallery ('large'), each as a width srcset.
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { ImageView } from '@/server/catalogViews'

type Props = {
  image: ImageView | null
  sizes: string
  use?: 'card' | 'large'
  priority?: boolean
  alt?: string
  className?: string
}

export function CatalogImage({ image, sizes, use = 'card', priority, alt, className }: Props) {
  if (!image) return <div className={className} data-placeholder="" aria-hidden="true" />
  const sources = use === 'card' && image.cropped.length > 0 ? image.cropped : image.full
  return (
    <ResponsiveImage sources={sources} alt={alt ?? image.alt} sizes={sizes} priority={priority} className={className} />
  )
}
