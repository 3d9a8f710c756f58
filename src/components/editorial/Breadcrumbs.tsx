// Visible breadcrumb trail plus its BreadcrumbList JSON-LD. The last item is the current page.
import { getTranslations } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import { JsonLd } from '@/components/seo/JsonLd'
import { type Locale, localizedHref } from '@/domain/locale'
import { breadcrumbLd } from '@/server/seo/structuredData'
import styles from './editorial.module.css'

export interface Crumb {
  name: string
  path: string
}

export async function Breadcrumbs({ items, locale }: { items: Crumb[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editorial.breadcrumb' })
  const trail = [{ name: t('home'), path: '/' }, ...items]
  return (
    <nav aria-label={t('label')} className={styles.breadcrumb}>
      <ol>
        {trail.map((c, i) =>
          i === trail.length - 1 ? (
            <li key={c.path} aria-current="page">
              {c.name}
            </li>
          ) : (
            <li key={c.path}>
              <LocalLink href={c.path} locale={locale}>
                {c.name}
              </LocalLink>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbLd(trail.map((c) => ({ name: c.name, path: localizedHref(c.path, locale) })))} />
    </nav>
  )
}
