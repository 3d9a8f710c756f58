// Shop the looks (ankle boots, pumps, boots, sandals only): one look at a time, starting on this product.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { localizedHref } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { getLooks } from '@/server/catalog'
import { type Look, LooksCarousel } from './LooksCarousel.client'

export async function ShopTheLooks({ current, locale }: { current: string; locale: Locale }) {
  const looks = await getLooks(locale)
  if (looks.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  const slides: Look[] = looks.map((l) => ({
    handle: l.handle,
    title: l.title,
    colorName: l.colorName,
    price: formatPrice(l.price, locale),
    href: localizedHref(`/${l.handle}`, locale),
    image: l.look ?? l.image,
  }))
  const start = Math.max(
    0,
    slides.findIndex((s) => s.handle === current),
  )
  return <LooksCarousel looks={slides} start={start} title={t('shopTheLooks')} />
}
