// A catalog picture through next/image, from the Payload size that fits the slot (card 640×800, large 1280).
import Image from 'next/image'
import type { ImageView } from '@/server/catalogViews'

type Props = { image: ImageView | null; sizes: string; use?: 'card' | 'large'; priority?: boolean; alt?: string; className?: string }

export function CatalogImage({ image, sizes, use = 'card', priority, alt, className }: Props) {
  if (!image) return <div className={className} data-placeholder="" aria-hidden="true" />
  const src = (use === 'card' ? image.card : image.large) ?? image.large ?? image
  return (
    <Image
      src={src.src}
      width={src.width}
      height={src.height}
      alt={alt ?? image.alt}
      sizes={sizes}
      priority={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
