'use client'
// The way's figures as one sentence — "On foot: 12 min · 900 m" — with the hourglass before the duration and the
// road before the distance. The words stay one translated message (each language orders them its own way); the
// icons go where its figures fall and are hidden from screen readers, which read the sentence as it was.
import { useLocale, useTranslations } from '@/i18n/client'
import { HourglassIcon, RoadIcon } from '@/components/icons/glyphs'
import { formatDistance, formatDuration } from '@/domain/storeMap/duration'
import type { Locale } from '@/domain/locale'
import type { Travel } from './useTravel'
import styles from './storeMap.module.css'

/** A private-use character no message or figure contains: it marks where each figure falls in the sentence. */
const MARK = '\uE000'
const FIGURE = new RegExp(`${MARK}(duration|distance)${MARK}`)

export function RouteSentence({ travel }: { travel: Travel }) {
  const t = useTranslations('storeMap.map')
  const locale = useLocale() as Locale
  const figures = {
    duration: { Glyph: HourglassIcon, text: formatDuration(travel.duration, locale) },
    distance: { Glyph: RoadIcon, text: formatDistance(travel.distance, locale) },
  }
  const sentence = t('result', {
    mode: t(`modes.${travel.mode}`),
    duration: `${MARK}duration${MARK}`,
    distance: `${MARK}distance${MARK}`,
  })
  // split() with a capturing group: words at even indexes, the figures' names at odd ones.
  return (
    <p className={styles.duration}>
      {sentence.split(FIGURE).map((part, i) => {
        if (i % 2 === 0) return part
        const { Glyph, text } = figures[part as keyof typeof figures]
        return (
          <span key={part} className={`${styles.figure} with-icon`}>
            <Glyph size={18} />
            {text}
          </span>
        )
      })}
    </p>
  )
}
