// The home page's newsletter block: title, intro, Show More/Less and the signup form.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { NewsletterForm } from './NewsletterForm.client'
import { ShowMore } from './ShowMore.client'
import styles from './newsletter.module.css'

export async function NewsletterBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'requests.newsletter' })
  return (
    <section className={styles.block} aria-labelledby="newsletter-title" data-testid="newsletter-block">
      <h2 id="newsletter-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <ShowMore text={t('more')} />
      <NewsletterForm source="block" />
    </section>
  )
}

/** The compact footer version. */
export async function FooterNewsletter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'requests.newsletter' })
  return (
    <section className={styles.footer} aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title" className="footer__heading">
        {t('footerTitle')}
      </h2>
      <NewsletterForm source="footer" />
    </section>
  )
}
