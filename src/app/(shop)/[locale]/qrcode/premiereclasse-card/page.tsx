// /qrcode/premiereclasse-card — the card behind the QR code on our Première Classe trade-show stand: a phone-
// sized page with the collection, the wholesale, press and boutique contacts, and links onward.
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/editorial/PageHeader'
import styles from '@/components/editorial/editorial.module.css'
import { messagesMetadata } from '@/routes/simpleRoute'
import { LocalLink } from '@/components/layout/LocalLink'
import { INSTAGRAM_URL } from '@/domain/navigation'
import { JsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/domain/locale'
import { getBoutique } from '@/server/stores'
import { organization, shoeStore } from '@/server/seo/structuredData'

export const generateMetadata = messagesMetadata('editorial.qr', '/qrcode/premiereclasse-card')

const CONTACTS = [
  { key: 'wholesale', email: 'wholesale@maison-sabine.example' },
  { key: 'press', email: 'press@maison-sabine.example' },
  { key: 'boutique', email: 'boutique@maison-sabine.example', phone: '+33 1 44 07 12 12' },
] as const

export default async function PremiereClasseCard({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'editorial.qr' })
  const boutique = await getBoutique(locale)
  return (
    <div className={styles.page}>
      <div className={styles.card360}>
        <PageHeader eyebrow={t('eyebrow')} title={t('title')} lede={t('lede')} />
        <section aria-labelledby="qr-collection">
          <h2 id="qr-collection">{t('collectionTitle')}</h2>
          <p>{t('collection')}</p>
        </section>
        <section aria-labelledby="qr-contacts">
          <h2 id="qr-contacts">{t('contactsTitle')}</h2>
          <dl>
            {CONTACTS.map((c) => (
              <div key={c.key}>
                <dt>{t(c.key)}</dt>
                <dd>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                  {'phone' in c && (
                    <>
                      <br />
                      <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <nav aria-labelledby="qr-links">
          <h2 id="qr-links">{t('linksTitle')}</h2>
          <ul>
            <li>
              <LocalLink href="/ankle-boots" locale={locale} className="button button--solid">
                {t('shop')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/wholesales" locale={locale} className="button">
                {t('wholesaleLink')}
              </LocalLink>
            </li>
            <li>
              <LocalLink href="/magazine" locale={locale} className="button">
                {t('magazine')}
              </LocalLink>
            </li>
            <li>
              <a href={INSTAGRAM_URL} className="button" target="_blank" rel="noopener noreferrer">
                {t('instagram')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <JsonLd data={[organization(), shoeStore(locale, boutique)]} />
    </div>
  )
}
