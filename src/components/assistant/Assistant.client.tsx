'use client'
// The style assistant ("Find your pair"): free text and chips (occasion, style, colour, heel-friendly comfort,
// budget, size) → POST /api/recommend → 1–6 pairs in stock in that size, each with why and where (online or the
// boutique), and the form stays above to refine. Native radios, checkbox and selects: keyboard and screen-reader
// behaviour come with them; the answer is announced through a polite live region. The answer's _ga_event is sent
// as the AI_Recommendation event, under consent like every event.
import { useLocale, useTranslations } from '@/i18n/client'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { formatSize } from '@/domain/numberFormat'
import type { RecommendResponse } from '@/domain/schemas/recommend'
import { localizedHref } from '@/domain/locale'
import { trackRecommendation } from '@/lib/analytics'
import { postJson } from '@/lib/http'
import styles from './assistant.module.css'
import { earlyForm, useEarlyForm } from '@/components/system/earlyTaps'

const OCCASIONS = ['wedding', 'evening', 'office', 'day', 'travel'] as const
const STYLES = ['classic', 'bold', 'minimal', 'casual'] as const
const COLOURS = ['black', 'red', 'cognac', 'ivory', 'burgundy', 'taupe', 'yellow', 'nude', 'gold', 'white'] as const
const BUDGETS = [300, 500, 700, 900, 1300]
const SIZES = ['35', '35.5', '36', '36.5', '37', '37.5', '38', '38.5', '39', '39.5', '40', '40.5', '41', '41.5', '42']

// The click-through survives the navigation it starts (keepalive); a lost one only costs a statistic.
const sendClick = (logId: number, handle: string) =>
  postJson('/api/recommend/click', { logId, handle }, { idempotent: true, keepalive: true }).catch(() => {})

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; answer: RecommendResponse } | { kind: 'error' }

function Chips({
  name,
  legend,
  values,
  label,
}: {
  name: string
  legend: string
  values: readonly string[]
  label: (v: string) => string
}) {
  const any = useTranslations('assistant')('any')
  return (
    <fieldset className={styles.chips}>
      <legend>{legend}</legend>
      {['', ...values].map((v) => (
        <label key={v || 'any'} className={styles.chip}>
          <input type="radio" name={name} value={v} defaultChecked={v === ''} />
          <span>{v ? label(v) : any}</span>
        </label>
      ))}
    </fieldset>
  )
}

export function Assistant({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const t = useTranslations('assistant')
  const locale = useLocale() as Locale
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const form = useRef<HTMLFormElement>(null)
  // A question sent before the page's scripts ran is kept (not sent natively, which reloaded the page without it),
  // and asked once the form is live.
  useEarlyForm(form)
  const Heading = headingLevel === 'h1' ? 'h2' : 'h3'
  // Marks the form as live: a question sent before hydration would submit the page instead of asking the assistant.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => root.current?.setAttribute('data-ready', 'true'), [])

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const fd = new FormData(e.currentTarget)
    const pick = (k: string) => (fd.get(k) as string) || undefined
    const budget = pick('budget')
    const chips = {
      occasion: pick('occasion'),
      style: pick('style'),
      color: pick('color'),
      comfort: fd.get('comfort') === 'on' ? true : undefined,
      budget: budget ? Number(budget) : undefined,
      size: pick('size'),
    }
    setState({ kind: 'busy' })
    try {
      const answer = await postJson<RecommendResponse>('/api/recommend', { locale, text: fd.get('text') ?? '', chips })
      setState({ kind: 'done', answer })
      if (answer._ga_event) trackRecommendation(answer._ga_event)
    } catch {
      setState({ kind: 'error' })
    }
  }

  const answer = state.kind === 'done' ? state.answer : null
  // The button is disabled while the question is asked, which drops the keyboard focus to the page's body: the answer
  // (or the error) takes it, so a keyboard or screen-reader user goes on from the cards, not from the page's top.
  const results = useRef<HTMLElement>(null)
  useEffect(() => {
    if (state.kind !== 'done' && state.kind !== 'error') return
    if (document.activeElement && document.activeElement !== document.body) return
    results.current?.querySelector<HTMLElement>('h2, h3, [role="alert"]')?.focus()
  }, [state])
  return (
    <div ref={root} className={styles.assistant} data-testid="assistant">
      <form ref={form} {...earlyForm} onSubmit={onSubmit} className={styles.form} aria-describedby={`${id}-lede`}>
        <p id={`${id}-lede`} className={styles.lede}>
          {t('lede')}
        </p>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {t('textLabel')}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={2}
          maxLength={500}
          placeholder={t('textPlaceholder')}
          className={styles.text}
        />
        <Chips name="occasion" legend={t('occasion')} values={OCCASIONS} label={(v) => t(`occasions.${v}` as never)} />
        <Chips name="style" legend={t('style')} values={STYLES} label={(v) => t(`styles.${v}` as never)} />
        <Chips name="color" legend={t('colour')} values={COLOURS} label={(v) => t(`colours.${v}` as never)} />
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" name="comfort" /> {t('comfort')}
          </label>
          <label className={styles.select}>
            {t('budget')}
            <select name="budget" defaultValue="">
              <option value="">{t('any')}</option>
              {BUDGETS.map((b) => (
                <option key={b} value={b}>
                  {t('budgetUpTo', { n: b.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB') })}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.select}>
            {t('size')}
            <select name="size" defaultValue="">
              <option value="">{t('any')}</option>
              {SIZES.map((s) => (
                <option key={s} value={s}>
                  {formatSize(s, locale)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button
          type="submit"
          className="button button--solid"
          disabled={state.kind === 'busy'}
          data-testid="assistant-submit"
        >
          {state.kind === 'busy' ? t('searching') : answer ? t('refine') : t('submit')}
        </button>
      </form>
      <section
        ref={results}
        aria-live="polite"
        aria-busy={state.kind === 'busy'}
        className={styles.results}
        data-testid="assistant-results"
      >
        {state.kind === 'error' && (
          <p role="alert" tabIndex={-1}>
            {t('error')}
          </p>
        )}
        {answer && (
          <>
            <Heading className={styles.resultsTitle} tabIndex={-1}>
              {t('results', { count: answer.recommendations.length })}
            </Heading>
            {answer.relaxed.includes('type') ? (
              <p>{t('relaxedType')}</p>
            ) : answer.relaxed.includes('color') ? (
              <p>{t('relaxedColor')}</p>
            ) : null}
            {answer.recommendations.length === 0 && <p>{t('none')}</p>}
            <ul className={styles.list}>
              {answer.recommendations.map((r) => (
                <li key={r.id} className={styles.item} data-testid="assistant-pick" data-where={r.where}>
                  <a
                    href={localizedHref(`/${r.handle}`, locale)}
                    className={styles.pickTitle}
                    onClick={() => answer.logId && sendClick(answer.logId, r.handle)}
                  >
                    {r.title}
                  </a>
                  <p className={styles.meta}>
                    {r.colorName} · {formatPrice(r.price, locale)}
                  </p>
                  <p>{r.reason}</p>
                  <p className={styles.where}>{r.availability}</p>
                </li>
              ))}
            </ul>
            <p className={styles.note}>{t('engineNote')}</p>
          </>
        )}
      </section>
    </div>
  )
}
