// Shown above a page read in live preview (a signed-in editor, draft content), with the refresh-on-save leaf.
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/domain/locale'
import { siteUrl } from '@/server/seo/structuredData'
import { RefreshOnSave } from './RefreshOnSave.client'

export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editorial.common' })
  return (
    <>
      <p
        role="status"
        className="eyebrow"
        style={{ textAlign: 'center', padding: '0.6rem', background: 'var(--ivory)' }}
      >
        {t('previewBanner')}
      </p>
      <RefreshOnSave serverUrl={siteUrl()} />
    </>
  )
}
