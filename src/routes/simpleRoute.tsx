// Metadata for an editorial page whose copy lives in messages (no `pages` document): /press, /brand/people.
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { pageMetadata } from '@/server/seo/metadata'

export const messagesMetadata =
  (namespace: string, path: string, keys = { title: 'title', description: 'description' }) =>
  async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace })
    return pageMetadata({ locale, path, title: t(keys.title), description: t(keys.description) })
  }
