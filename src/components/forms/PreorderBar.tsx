// The preorder bar above the header: each active campaign links to its product page with a live countdown.
import { getTranslations } from 'next-intl/server'
import { campaignHref } from '@/domain/countdown'
import type { Locale } from '@/domain/locale'
import { getActiveCampaigns } from '@/server/forms/preorders'
import { Icon } from '@/components/icons'
import { PreorderCountdown } from './PreorderCountdown.client'
import styles from './preorder.module.css'

export async function PreorderBar({ locale }: { locale: Locale }) {
  const { campaigns, now } = await getActiveCampaigns(locale)
  if (!campaigns.length) return null
  const t = await getTranslations({ locale, namespace: 'requests.preorder' })
  return (
    <aside className={styles.bar} aria-label={t('region')} data-testid="preorder-bar">
      <ul className={styles.list}>
        {campaigns.map((c) => (
          <li key={c.id} className={styles.item}>
            <a href={campaignHref(c, locale)} className={styles.link}>
              <span className={styles.label}>{t('label')}</span>
              <span>{c.title}</span>
              <span className="with-icon">
                <Icon name="hourglass" size={14} />
                <PreorderCountdown endDate={c.end_date} initialNow={now} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
