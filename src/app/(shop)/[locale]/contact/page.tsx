// /contact and /fr/contact — the contact form and the Paris boutique's details.
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BoutiqueCard } from '@/components/forms/BoutiqueCard'
import { ContactForm } from '@/components/forms/ContactForm.client'
import styles from '@/components/forms/contact.module.css'
import type { Locale } from '@/domain/locale'
import { pageMetadata } from '@/server/seo/metadata'
import { getBoutique } from '@/server/stores'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'requests.contact' })
  return pageMetadata({ locale, path: '/contact', title: t('metaTitle'), description: t('metaDescription') })
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'requests.contact' })
  const boutique = await getBoutique(locale)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.grid}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          <ContactForm />
        </section>
        <BoutiqueCard locale={locale} boutique={boutique} />
      </div>
    </div>
  )
}
