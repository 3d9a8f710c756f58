'use client'
// Cookie banner: learn more, customize, accept — and refusing is as easy as accepting.
import { useTranslations } from '@/i18n/client'
import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { pushToastAtom } from '@/components/toast/store'
import { localizedHref, type Locale } from '@/domain/locale'
import { type ConsentChoice, pushConsent } from '@/lib/analytics'
import { OPEN_CONSENT_EVENT, readConsent, writeConsent } from './consent'
import styles from './ConsentBanner.module.css'

export function ConsentBanner({ locale }: { locale: Locale }) {
  const t = useTranslations('consent')
  const [open, setOpen] = useState(false)
  const [custom, setCustom] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, ads: false })
  const toast = useSetAtom(pushToastAtom)

  useEffect(() => {
    const saved = readConsent()
    if (saved) pushConsent(saved)
    const show = () => {
      setChoice(readConsent() ?? { analytics: false, ads: false })
      setOpen(true)
    }
    // A first visit shows the banner after hydration, so it never blocks the first paint.
    const timer = saved ? undefined : setTimeout(show, 0)
    window.addEventListener(OPEN_CONSENT_EVENT, show)
    return () => {
      clearTimeout(timer)
      window.removeEventListener(OPEN_CONSENT_EVENT, show)
    }
  }, [])

  if (!open) return null
  const save = (c: ConsentChoice) => {
    writeConsent(c)
    pushConsent(c)
    setOpen(false)
    setCustom(false)
    toast({ type: 'success', title: t('savedTitle'), message: t('savedMessage') })
  }
  return (
    <section className={styles.banner} role="region" aria-label={t('label')} data-testid="consent-banner">
      <p className={styles.text}>
        {t('text')}{' '}
        <a href={localizedHref('/privacy', locale)}>
          {t('learnMore')}
          <span className="visually-hidden"> {t('learnMoreSuffix')}</span>
        </a>
      </p>
      {custom && (
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{t('customizeTitle')}</legend>
          <label>
            <input type="checkbox" checked disabled /> {t('necessary')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={choice.analytics}
              onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })}
            />{' '}
            {t('analytics')}
          </label>
          <label>
            <input
              type="checkbox"
              checked={choice.ads}
              onChange={(e) => setChoice({ ...choice, ads: e.target.checked })}
            />{' '}
            {t('ads')}
          </label>
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.link} onClick={() => save({ analytics: false, ads: false })}>
          {t('decline')}
        </button>
        {custom ? (
          <button type="button" className="button" onClick={() => save(choice)}>
            {t('save')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setCustom(true)}>
            {t('customize')}
          </button>
        )}
        <button type="button" className="button button--solid" onClick={() => save({ analytics: true, ads: true })}>
          {t('accept')}
        </button>
      </div>
    </section>
  )
}
