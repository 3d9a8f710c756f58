// Image blocks of the editorial rich text: a single (full-bleed or text-width) image, a pair, a gallery.
import type { Media } from '@/payload-types'
import { isMedia } from '@/domain/media'
import { MediaImage } from '../MediaImage'
import styles from '../editorial.module.css'

type M = number | Media | null | undefined

export function FigureBlock({
  image,
  caption,
  fullBleed,
}: {
  image: M
  caption?: string | null
  fullBleed?: boolean | null
}) {
  if (!isMedia(image)) return null
  return (
    <figure className={fullBleed ? styles.bleed : styles.figure}>
      <MediaImage media={image} sizes={fullBleed ? '100vw' : '(min-width: 48rem) 44rem, 100vw'} />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}

export function ImagesBlock({
  images,
  caption,
  kind,
}: {
  images: M[] | null | undefined
  caption?: string | null
  kind: 'pair' | 'gallery'
}) {
  const list = (images ?? []).filter(isMedia)
  if (list.length === 0) return null
  return (
    <figure className={kind === 'pair' ? styles.pair : styles.gallery}>
      <div className={styles.grid}>
        {list.map((m) => (
          <MediaImage
            key={m.id}
            media={m}
            sizes={kind === 'pair' ? '(min-width: 48rem) 30rem, 100vw' : '(min-width: 48rem) 22rem, 50vw'}
          />
        ))}
      </div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
