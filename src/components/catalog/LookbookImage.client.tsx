'use client'
// One lookbook picture with its own loading state: a shimmering placeholder of the picture's shape until the
// file has arrived (the lookbook scenes are large and below the fold, so they load lazily and late).
import { useEffect, useRef, useState } from 'react'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import type { ImageView } from '@/server/catalogViews'
import styles from './catalog.module.css'

export function LookbookImage({ image, sizes }: { image: ImageView; sizes: string }) {
  const [loaded, setLoaded] = useState(false)
  // A file already in the browser's cache can finish before hydration, when onLoad is not listened to yet.
  const img = useRef<HTMLImageElement>(null)
  useEffect(() => {
    if (img.current?.complete) setLoaded(true)
  }, [])
  return (
    <li
      className={loaded ? styles.lookbookItem : `${styles.lookbookItem} ${styles.skeleton}`}
      data-testid="lookbook-item"
      data-state={loaded ? 'loaded' : 'loading'}
      aria-busy={!loaded}
    >
      <ResponsiveImage ref={img} sources={image.full} alt={image.alt} sizes={sizes} onLoad={() => setLoaded(true)} />
    </li>
  )
}
