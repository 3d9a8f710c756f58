// /search?q=… — what the shop and the magazine hold for a query: colourways as the category page shows them, then
// articles; nothing found (or nothing asked yet), the nearest type, every type and a few popular pairs instead.
import { getTranslations } from 'next-intl/server'
import { ProductCard } from '@/components/catalog/ProductCard'
import catalog from '@/components/catalog/catalog.module.css'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import { searchable } from '@/domain/search/query'
import { noResultSuggestions } from '@/domain/search/suggest'
import { getFeatured, getTypes } from '@/server/catalog'
import type { SearchResults } from '@/server/search'
import { SearchForm } from './SearchForm'
import styles from './search.module.css'

type Props = { locale: Locale; q: string; results: SearchResults | null }

async function Suggestions({ locale, q }: { locale: Locale; q: string }) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const [types, featured] = await Promise.all([getTypes(locale), getFeatured(locale)])
  const { near, types: links, popular } = noResultSuggestions(q, types, featured)
  return (
    <div className={styles.suggestions} data-testid="search-suggestions">
      {near && (
        <p className={styles.near}>
          <LocalLink href={`/${near.slug}`} locale={locale}>
            {t('didYouMean', { name: near.name })}
          </LocalLink>
        </p>
      )}
      <h2 className={styles.groupTitle}>{t('browseTypes')}</h2>
      <ul className={styles.types}>
        {links.map((type) => (
          <li key={type.slug}>
            <LocalLink href={`/${type.slug}`} locale={locale}>
              {type.name}
            </LocalLink>
          </li>
        ))}
      </ul>
      {popular.length > 0 && (
        <>
          <h2 className={styles.groupTitle}>{t('popular')}</h2>
          <ul className={catalog.grid}>
            {popular.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

export async function SearchResultsView({ locale, q, results }: Props) {
  const t = await getTranslations({ locale, namespace: 'search' })
  const found = results ? results.products.length + results.articles.length : 0
  return (
    <div className={catalog.page}>
      <header className={styles.head}>
        <h1 className="display">{t('heading')}</h1>
        <SearchForm
          locale={locale}
          q={q}
          labels={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit') }}
        />
      </header>
      {!searchable(q) ? (
        <p className={styles.status}>{t('empty')}</p>
      ) : found === 0 ? (
        <p className={styles.status} data-testid="search-no-results">
          {t('noResults', { q })}
        </p>
      ) : (
        <p className={styles.status} data-testid="search-count">
          {results!.partial ? t('partial', { q }) : t('resultsFor', { q })} · {t('count', { n: found })}
        </p>
      )}
      {results && results.products.length > 0 && (
        <section aria-labelledby="search-products">
          <h2 id="search-products" className={styles.groupTitle}>
            {t('products')}
          </h2>
          <ul className={catalog.grid} data-testid="search-products">
            {results.products.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} locale={locale} priority={i < 2} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {results && results.articles.length > 0 && (
        <section aria-labelledby="search-articles">
          <h2 id="search-articles" className={styles.groupTitle}>
            {t('articles')}
          </h2>
          <ul className={styles.articles} data-testid="search-articles">
            {results.articles.map((a) => (
              <li key={a.id} data-slug={a.slug}>
                <h3 className={styles.articleTitle}>
                  <LocalLink href={`/magazine/${a.slug}`} locale={locale}>
                    {a.title}
                  </LocalLink>
                </h3>
                <p className={styles.excerpt}>{a.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {found === 0 && <Suggestions locale={locale} q={q} />}
    </div>
  )
}
