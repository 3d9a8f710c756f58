'use client'
// One lookbook picture with its own loading state: a shimmering placeholder of the picture's shape until the
// file has arrived (the lookbook scenes are large and below the fold, so they load lazily and late).
import Image from 'next/image'
import { useState } from 'react'
import type { ImageView } from '@/server/catalogViews'
import styles from './catalog.module.css'

export function LookbookImage({ image, sizes }: { image: ImageView; sizes: string }) {
  const [loaded, setLoaded] = useState(false)
  const src = image.large ?? image
  return (
    <li className={loaded ? styles.lookbookItem : `${styles.lookbookItem} ${styles.skeleton}`} data-testid="lookbook-item"
      data-state={loaded ? 'loaded' : 'loading'} aria-busy={!loaded}>
      <Image src={src.src} width={src.width} height={src.height} alt={image.alt} sizes={sizes} onLoad={() => setLoaded(true)} />
    </li>
  )
}
