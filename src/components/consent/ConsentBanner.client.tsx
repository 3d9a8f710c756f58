'use client'
// Cookie banner: learn more, customize, accept — and refusing is as easy as accepting.
// And for the keyboard (WCAG 2.2): the banner sits right after the skip link in the page (pinned to the bottom of the
// screen, it is reached second, not after 80 Tabs); while it shows, the page keeps the focused control above it
// (useBannerSpace); a choice sends the focus back where the shopper was, or to the main content, never to the body.
import { useTranslations } from '@/i18n/client'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { pushToastAtom } from '@/components/toast/store'
import { localizedHref, type Locale } from '@/domain/locale'
import { type ConsentChoice, pushConsent } from '@/lib/analytics'
import { CONSENT_COOKIE, CONSENT_MAX_AGE, OPEN_CONSENT_EVENT, readConsent, writeConsent } from './consent'
import { returnFocus, useBannerSpace, useFocusBefore } from './bannerFocus'
import styles from './ConsentBanner.module.css'

// Runs as the HTML is parsed, right after the banner: a visitor without a choice sees the banner with the page's
// first paint, not once its scripts have run. It waits for its own font (at most 3 s): the banner is pinned to the
// bottom of the screen, so text that re-wraps when the font arrives would move the whole banner up (a layout shift
// Lighthouse measured at 0.07 on the product page); appearing a moment later moves nothing. A cached font is ready
// before the first paint.
// No lost tap: until the island is live (it marks the banner data-live), the banner's buttons work from this script.
// "Accept" and "Continue without accepting" write the same cookie as the island and close the banner (the focus goes
// to the main content); "Customize" is remembered and the island unfolds the choices as soon as it runs. The island
// then pushes the stored choice to the data layer and confirms it with the usual toast (data-early says what was
// tapped).
// The HTML stays the same for everyone (the banner is sent hidden), and this text is hashed into the page's CSP like
// every inline script.
// The script and the island (fontReady) wait for the same thing: these two values are the one definition of it.
const FONT_WAIT_MS = 3000
/** The banner's text weight and size, prefixed to its computed font-family for document.fonts.load(). */
const BANNER_FONT = '300 1em '
const SHOW_BEFORE_HYDRATION = `(function(s){if(/(?:^|;\\s*)${CONSENT_COOKIE}=/.test(document.cookie))return;var b=s.previousElementSibling,f=document.fonts,done=0,show=function(){if(!done){done=1;b.hidden=false}};b.addEventListener('click',function(e){var c=e.target.closest&&e.target.closest('[data-choice]');if(!c||b.dataset.live)return;var k=c.getAttribute('data-choice');if(k==='customize'){b.dataset.early=k;return}var a=k==='accept';document.cookie='${CONSENT_COOKIE}='+encodeURIComponent(JSON.stringify({analytics:a,ads:a,at:new Date().toISOString().slice(0,10)}))+'; max-age=${CONSENT_MAX_AGE}; path=/; samesite=lax';b.dataset.early='saved';var m=document.getElementById('main');if(b.contains(document.activeElement)&&m)m.focus({preventScroll:true});done=1;b.hidden=true});if(!f||!f.load)return show();f.load('${BANNER_FONT}'+getComputedStyle(b).fontFamily).then(show,show);setTimeout(show,${FONT_WAIT_MS})})(document.currentScript)`

/** Resolves once the banner's own font is loaded (at once when cached), or after 3 s: the same wait as the script. */
function fontReady(banner: HTMLElement | null): Promise<void> {
  const fonts = document.fonts as FontFaceSet | undefined
  if (!banner || !fonts?.load) return Promise.resolve()
  const loaded = fonts.load(`${BANNER_FONT}${getComputedStyle(banner).fontFamily}`).then(
    () => undefined,
    () => undefined,
  )
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS))])
}

export function ConsentBanner({ locale }: { locale: Locale }) {
  const t = useTranslations('consent')
  // null until hydrated: the server's banner, hidden, which the script above shows to a visitor without a choice.
  const [open, setOpen] = useState<boolean | null>(null)
  const [custom, setCustom] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, ads: false })
  const toast = useSetAtom(pushToastAtom)
  const section = useRef<HTMLElement>(null)
  // Where the focus goes back after a choice: the "Cookie settings" button that reopened the banner, else the
  // control the shopper was on before entering the banner.
  const opener = useRef<HTMLElement | null>(null)
  // Bumped by each reopening: the banner takes the focus once it is drawn.
  const [focusAsked, askFocus] = useState(0)
  // A choice made on the inline script's banner before the island ran, confirmed once the island is there.
  const [earlySaved, confirmEarly] = useState(false)
  const focusBefore = useFocusBefore(section, open !== false)
  useBannerSpace(section, open !== false)

  useEffect(() => {
    const saved = readConsent()
    if (saved) pushConsent(saved)
    const show = () => {
      setChoice(readConsent() ?? { analytics: false, ads: false })
      setOpen(true)
    }
    // Reopened by the shopper ("Cookie settings"): the banner takes the focus, as a dialog would, without trapping
    // it (Tab goes on through its controls and then the page), and gives it back to that button after the choice.
    const reopen = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      show()
      askFocus((n) => n + 1)
    }
    // Right after hydration, not in its render: the server's banner goes for a visitor who has chosen, and comes
    // alive for one who has not, once its font is there (hydration can come before the font: shown earlier, the
    // banner would still move up when its text re-wraps).
    let live = true
    // From here the island answers the banner's buttons, not the inline script.
    const el = section.current
    if (el) el.dataset.live = '1'
    const early = el?.dataset.early
    queueMicrotask(() => {
      if (!live) return
      if (saved) {
        setOpen(false)
        // Chosen on the script's banner before the island ran: the same confirmation as a choice made here.
        if (early === 'saved') confirmEarly(true)
        return
      }
      // "Customize" tapped early: the choices unfold now (and take the focus, as when tapped on the live banner).
      if (early === 'customize') {
        show()
        setCustom(true)
        return
      }
      // A choice made on the script's banner while the island still waited for the font stands: not shown again.
      void fontReady(section.current).then(() => live && !readConsent() && show())
    })
    window.addEventListener(OPEN_CONSENT_EVENT, reopen)
    return () => {
      live = false
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen)
    }
  }, [])

  useEffect(() => {
    if (focusAsked) section.current?.focus()
  }, [focusAsked])
  useEffect(() => {
    if (earlySaved) toast({ type: 'success', title: t('savedTitle'), message: t('savedMessage') })
  }, [earlySaved, t, toast])
  // "Customize" unfolds the choices above the buttons: the focus goes to the first one the shopper can change.
  const firstChoice = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (custom) firstChoice.current?.focus()
  }, [custom])

  if (open === false) return null
  const save = (c: ConsentChoice) => {
    writeConsent(c)
    pushConsent(c)
    // Only a focus inside the banner is moved (it would fall to the body with the banner's buttons): to the button
    // that reopened it, else where the shopper was before entering it.
    if (section.current?.contains(document.activeElement)) returnFocus(opener.current ?? focusBefore())
    opener.current = null
    setOpen(false)
    setCustom(false)
    toast({ type: 'success', title: t('savedTitle'), message: t('savedMessage') })
  }
  const banner = (
    <section
      className={styles.banner}
      role="region"
      aria-label={t('label')}
      data-testid="consent-banner"
      ref={section}
      tabIndex={-1}
      hidden={open === null}
    >
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
              ref={firstChoice}
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
        <button
          type="button"
          className={styles.link}
          data-choice="decline"
          onClick={() => save({ analytics: false, ads: false })}
        >
          {t('decline')}
        </button>
        {custom ? (
          <button type="button" className="button" onClick={() => save(choice)}>
            {t('save')}
          </button>
        ) : (
          <button type="button" className="button" data-choice="customize" onClick={() => setCustom(true)}>
            {t('customize')}
          </button>
        )}
        <button
          type="button"
          className="button button--solid"
          data-choice="accept"
          onClick={() => save({ analytics: true, ads: true })}
        >
          {t('accept')}
        </button>
      </div>
    </section>
  )
  return (
    <>
      {banner}
      {open === null && <script dangerouslySetInnerHTML={{ __html: SHOW_BEFORE_HYDRATION }} />}
    </>
  )
}
