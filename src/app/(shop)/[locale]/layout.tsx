// Root layout of the public site (English bare, French under /fr). The backoffice has its own root layout.
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { TopBar } from '@/components/layout/TopBar'
import { PreorderBar } from '@/components/forms/PreorderBar'
import { ConsentBanner } from '@/components/consent/ConsentBanner.client'
import { AnalyticsClicks } from '@/components/analytics/AnalyticsClicks.client'
import { TagManager } from '@/components/consent/TagManager'
import { CartRoot } from '@/components/cart/CartRoot.client'
import { CheckoutRoot } from '@/components/checkout/CheckoutRoot.client'
import { BuildWatcher } from '@/components/system/BuildWatcher.client'
import { ConsolePolicy } from '@/components/system/ConsolePolicy.client'
import { EarlyTaps } from '@/components/system/EarlyTaps'
import { HydratedMark } from '@/components/system/HydratedMark.client'
import { WebVitals } from '@/components/system/WebVitals.client'
import { Toaster } from '@/components/toast/Toaster.client'
import type { Locale } from '@/domain/locale'
import { siteUrl } from '@/server/seo/structuredData'
import { ClientMessages } from '@/i18n/client'
import { pickClientMessages } from '@/i18n/clientNamespaces'
import { routing } from '@/i18n/routing'
import { buildId } from '@/server/platform/buildId'
import { DEFAULT_OG_IMAGE } from '@/server/seo/metadata'
import { getBoutique, mapsUrl } from '@/server/stores'
import { fontVariables } from './fonts'
import './globals.css'

// Every public page is rendered on its first request and then served from Next's cache (revalidated by the
// backoffice's tags and paths): nothing is prerendered at build time, so a build never needs a database.
// Nothing here may read cookies or headers — per-visitor state lives in client islands.
export const generateStaticParams = () => []
export const revalidate = 300

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { themeColor: '#f6f2ea', width: 'device-width', initialScale: 1 }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('defaultTitle'), template: `%s — ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    // Defaults for pages that set no card of their own (pageMetadata replaces both with the page's own).
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title: t('defaultTitle'),
      description: t('defaultDescription'),
      locale: locale === 'fr' ? 'fr_FR' : 'en_US',
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: t('defaultTitle'),
      description: t('defaultDescription'),
      images: [DEFAULT_OG_IMAGE.url],
    },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  const tt = await getTranslations({ locale, namespace: 'toast' })
  const boutique = await getBoutique(locale as Locale)
  const mapsHref = mapsUrl(boutique)
  // Islands get their namespaces only, formatted by our small ICU subset (src/i18n/client.tsx), not next-intl's runtime.
  const messages = pickClientMessages(await getMessages({ locale }))
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <EarlyTaps />
        <TagManager />
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <ClientMessages locale={locale} messages={messages}>
          {/* Second in the focus order, right after the skip link (WCAG 2.4.3, 2.4.11): pinned to the bottom of the
              screen over the page, a banner last in the page was reached after every link and hid them meanwhile. */}
          <ConsentBanner locale={locale as Locale} />
          <PreorderBar locale={locale as Locale} />
          <TopBar locale={locale as Locale} mapsHref={mapsHref} />
          <Header locale={locale as Locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer locale={locale as Locale} boutique={boutique} mapsHref={mapsHref} />
          <CartRoot />
          <CheckoutRoot />
          <Toaster closeLabel={tt('close')} regionLabel={tt('region')} />
          <AnalyticsClicks />
        </ClientMessages>
        {process.env.NODE_ENV === 'production' && <ConsolePolicy />}
        {process.env.NODE_ENV === 'production' && <BuildWatcher buildId={buildId()} />}
        <WebVitals locale={locale} />
        {/* Last, so that its effect runs after every other island of the first hydration. */}
        <HydratedMark />
      </body>
    </html>
  )
}
