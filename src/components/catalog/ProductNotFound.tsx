// 'Product not found': an unknown colourway answers 404 with a way back to the collections.
import { getTranslations } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'

// The locale is given, not read from the request: this renders inside cached pages, where the request is not there.
export async function ProductNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  return (
    <section className="not-found" aria-labelledby="pnf-title" data-testid="product-not-found">
      <p className="eyebrow">404</p>
      <h1 id="pnf-title" className="display">
        {t('notFound')}
      </h1>
      <p className="lede">{t('notFoundText')}</p>
      <div className="actions">
        <LocalLink href="/ankle-boots" locale={locale} className="button button--solid">
          {t('notFoundCta')}
        </LocalLink>
      </div>
    </section>
  )
}
