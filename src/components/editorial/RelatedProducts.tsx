// "Shop the story": the article's related products, each linking to its page.
import type { Locale } from '@/domain/locale'
import type { Product } from '@/payload-types'
import { LookGrid } from './LookGrid'
import styles from './editorial.module.css'

export function RelatedProducts({
  products,
  locale,
  title,
}: {
  products: (number | Product)[] | null | undefined
  locale: Locale
  title: string
}) {
  const list = (products ?? []).filter((p): p is Product => typeof p === 'object' && p !== null)
  if (list.length === 0) return null
  return (
    <section className={styles.aside} aria-labelledby="related-title">
      <h2 id="related-title">{title}</h2>
      <LookGrid products={list} locale={locale} empty="" />
    </section>
  )
}
