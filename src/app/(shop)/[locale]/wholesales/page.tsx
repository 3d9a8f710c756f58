// /wholesales — the wholesale offer (editable) and a way to reach the wholesale team.
import { getTranslations } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import styles from '@/components/editorial/editorial.module.css'
import { editorialRoute } from '@/routes/editorialRoute'
import type { Locale } from '@/domain/locale'

const WHOLESALE_EMAIL = 'wholesale@maison-sabine.example'

async function Contact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editorial.wholesales' })
  return (
    <section className={styles.contactBox} aria-labelledby="wholesale-contact" id="contact">
      <h2 id="wholesale-contact">{t('contactTitle')}</h2>
      <p>{t('contactText')}</p>
      <p>
        <a href={`mailto:${WHOLESALE_EMAIL}?subject=Wholesale`}>{WHOLESALE_EMAIL}</a>
      </p>
      <LocalLink href="/contact?reason=wholesale" locale={locale} className="button">
        {t('form')}
      </LocalLink>
    </section>
  )
}

const route = editorialRoute('wholesales', { extra: (locale) => <Contact locale={locale} /> })
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
