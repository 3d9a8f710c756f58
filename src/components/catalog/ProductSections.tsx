// The product's reading sections: details, care, returns, who wears them, in the press, related products.
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Seen } from '@/components/analytics/Seen.client'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import type { ProductView } from '@/server/catalogViews'
import { CatalogImage } from './CatalogImage'
import { ProductCard } from './ProductCard'
import styles from './catalog.module.css'

type SectionProps = { id: string; title: string; itemId: string; children: ReactNode }

function Section({ id, title, itemId, children }: SectionProps) {
  return (
    <section className={styles.textSection} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <Seen on="section" itemId={itemId} section={id} />
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

export async function ProductSections({ product: p, locale }: { product: ProductView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  const dateFmt = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', year: 'numeric' })
  return (
    <>
      <div className={styles.textSections}>
        <Section id="details" itemId={p.handle} title={t('details')}>
          {p.details.length ? (
            <ul>
              {p.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : (
            <p>{t('nothingYet')}</p>
          )}
        </Section>
        <Section id="care" itemId={p.handle} title={t('care')}>
          <p>{p.care || t('nothingYet')}</p>
        </Section>
        <Section id="returns" itemId={p.handle} title={t('returns')}>
          <p>{p.returns || t('nothingYet')}</p>
        </Section>
      </div>
      {p.wornBy.length > 0 && (
        <Section id="worn-by" itemId={p.handle} title={t('wornBy')}>
          <ul className={styles.people}>
            {p.wornBy.map((w) => (
              <li key={w.id}>
                <CatalogImage image={w.portrait} sizes="8rem" className={styles.portrait} alt="" />
                <p className={styles.personName}>{w.name}</p>
                {w.role && <p className={styles.personRole}>{w.role}</p>}
              </li>
            ))}
          </ul>
          <LocalLink href="/people" locale={locale}>
            {t('wornBy')} →
          </LocalLink>
        </Section>
      )}
      {p.press.length > 0 && (
        <Section id="press" itemId={p.handle} title={t('press')}>
          <ul className={styles.press}>
            {p.press.map((m) => (
              <li key={m.id}>
                <p className={styles.publication}>
                  {m.publication} · {dateFmt.format(new Date(m.date))}
                </p>
                <p className={styles.headline}>
                  {m.url ? (
                    <a href={m.url} rel="noopener noreferrer">
                      {m.headline}
                    </a>
                  ) : (
                    m.headline
                  )}
                </p>
                {m.quote && <blockquote>{m.quote}</blockquote>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {p.related.length > 0 && (
        <Section id="related" itemId={p.handle} title={t('related')}>
          <ul className={styles.grid}>
            {p.related.map((r) => (
              <li key={r.id}>
                <ProductCard product={r} locale={locale} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}
