// One article in the magazine list: cover, date in the reader's language, title, excerpt, read-more.
import { LocalLink } from '@/components/layout/LocalLink'
import { formatArticleDate } from '@/domain/editorial'
import type { Locale } from '@/domain/locale'
import type { ArticleSummary } from '@/server/content'
import { MediaImage } from './MediaImage'
import styles from './editorial.module.css'

type Labels = { readMore: string }

export function ArticleCard({
  article,
  locale,
  labels,
  lead,
  priority,
}: {
  article: ArticleSummary
  locale: Locale
  labels: Labels
  lead?: boolean
  priority?: boolean
}) {
  const href = `/magazine/${article.slug}`
  return (
    <li
      className={lead ? `${styles.card} ${styles.first}` : styles.card}
      data-testid="article-card"
      data-slug={article.slug}
    >
      <LocalLink href={href} locale={locale} tabIndex={-1} aria-hidden="true">
        <MediaImage
          media={article.cover}
          alt=""
          sizes={lead ? '(min-width: 48rem) 60vw, 100vw' : '(min-width: 48rem) 30vw, 100vw'}
          priority={priority}
        />
      </LocalLink>
      <div>
        <p className={styles.cardDate}>
          <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt, locale)}</time>
        </p>
        <h2 className={styles.cardTitle}>
          <LocalLink href={href} locale={locale}>
            {article.title}
          </LocalLink>
        </h2>
        <p className={styles.cardExcerpt}>{article.excerpt}</p>
        <LocalLink href={href} locale={locale} className={styles.readMore}>
          {labels.readMore}
          <span className="visually-hidden"> — {article.title}</span>
        </LocalLink>
      </div>
    </li>
  )
}
