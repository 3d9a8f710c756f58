// The other colourways of the type as swatches: plain links to /{type}/{color}, so they work with the keyboard
// and without JavaScript; each says its colour to a screen reader and the current one is marked aria-current.
// A click sends "colour selected" through the page's delegated analytics listener (data-analytics="colour").
import { getTranslations } from 'next-intl/server'
import { LocalLink } from '@/components/layout/LocalLink'
import type { Locale } from '@/domain/locale'
import type { CardView } from '@/server/catalogViews'
import styles from './colourSwitcher.module.css'

type Props = { current: CardView; colourways: CardView[]; locale: Locale }

export async function ColourSwitcher({ current, colourways, locale }: Props) {
  if (colourways.length < 2) return null
  const t = await getTranslations({ locale, namespace: 'catalog.product' })
  return (
    <nav aria-label={t('colours')} className={styles.switcher} data-testid="colour-switcher">
      <ul className={styles.list}>
        {colourways.map((c) => {
          const isCurrent = c.handle === current.handle
          return (
            <li key={c.id}>
              <LocalLink
                href={`/${c.handle}`}
                locale={locale}
                className={styles.swatch}
                aria-current={isCurrent ? 'page' : undefined}
                title={c.colorName}
                data-analytics={isCurrent ? undefined : 'colour'}
                data-item={current.handle}
                data-from={current.color}
                data-to={c.color}
              >
                <span className={styles.dot} style={{ background: c.swatch }} aria-hidden="true" />
                <span className="visually-hidden">
                  {isCurrent ? t('colourCurrent', { colour: c.colorName }) : c.colorName}
                </span>
              </LocalLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
