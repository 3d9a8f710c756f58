// /search?q=… and /fr/search?q=… — the search results, rendered on the server (works without JavaScript). The page
// reads its query, so Next renders it per request; the answer is the same for everyone who asks the same URL, so
// the proxy marks it `public, s-maxage=60` (no cookie is ever set) and a shared cache keeps it per URL. Results
// pages are not for search engines: noindex, follow.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SearchResultsView } from '@/components/search/SearchResultsView'
import type { Locale } from '@/domain/locale'
import { pageQuery, searchable } from '@/domain/search/query'
import { search } from '@/server/search'

// Rendered for each request (it reads its query); the layout's revalidate would otherwise make it a cached page.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ q?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'search' })
  return { title: t('title'), robots: { index: false, follow: true } }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const q = pageQuery((await searchParams).q)
  const results = searchable(q) ? await search(q, locale) : null
  return <SearchResultsView locale={locale} q={q} results={results} />
}
