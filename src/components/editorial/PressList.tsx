// Press mentions, newest first: publication, date, headline, quote and a link to the piece.
import type { Locale } from '@/domain/locale'
import { formatArticleDate } from '@/domain/editorial'
import type { Press } from '@/payload-types'
import { MediaImage } from './MediaImage'
import styles from './editorial.module.css'

type Props = { items: Press[]; locale: Locale; readLabel: string; empty: string; headingLevel?: 2 | 3 }

export function PressList({ items, locale, readLabel, empty, headingLevel = 3 }: Props) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.press}>
      {items.map((p) => (
        <li key={p.id} className={styles.pressItem}>
          <MediaImage media={p.logo} sizes="12rem" alt="" />
          <p className={styles.pressPublication}>
            {p.publication} · <time dateTime={p.date}>{formatArticleDate(p.date, locale)}</time>
          </p>
          <H className={styles.pressHeadline}>{p.headline}</H>
          {p.quote && (
            <blockquote className={styles.pressQuote}>{locale === 'fr' ? `« ${p.quote} »` : `“${p.quote}”`}</blockquote>
          )}
          {p.url && (
            <a href={p.url} target="_blank" rel="noopener noreferrer">
              {readLabel}
              <span className="visually-hidden"> — {p.publication}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
