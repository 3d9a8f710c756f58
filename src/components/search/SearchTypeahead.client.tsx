'use client'
// The header search's typeahead, loaded on the field's first use: the combobox pattern (WAI-ARIA APG) over the
// server-rendered field. Typing asks GET /api/search after a short pause (the previous question is cancelled);
// ↓ and ↑ move through the suggestions (aria-activedescendant, focus stays in the field), Enter opens the chosen
// one (with none chosen, the form submits to the results page as without JavaScript), Escape closes the list, and
// leaving the search closes it. The list floats over the page: nothing below it moves.
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type Locale, localizedHref } from '@/domain/locale'
import { SEARCH_Q_MAX, normalizeQuery, searchable } from '@/domain/search/query'
import { useTranslations } from '@/i18n/client'
import { requestJson } from '@/lib/http'
import { listen } from '@/lib/listen'
import type { TypeaheadAnswer } from '@/server/search/api'

const PAUSE_MS = 160

export interface TypeaheadProps {
  ids: { form: string; input: string; list: string }
  locale: Locale
}

interface Option {
  id: string
  url: string
  kind: 'product' | 'article' | 'all'
  title: string
  meta?: string
  image?: string | null
}

function optionsOf(answer: TypeaheadAnswer, listId: string, allUrl: string, allLabel: string): Option[] {
  return [
    ...answer.products.map((p, i) => ({
      id: `${listId}-p${i}`,
      url: p.url,
      kind: 'product' as const,
      title: p.name,
      meta: `${p.colour} · ${p.price}`,
      image: p.image,
    })),
    ...answer.articles.map((a, i) => ({ id: `${listId}-a${i}`, url: a.url, kind: 'article' as const, title: a.title })),
    { id: `${listId}-all`, url: allUrl, kind: 'all' as const, title: allLabel },
  ]
}

export default function SearchTypeahead({ ids, locale }: TypeaheadProps) {
  const t = useTranslations('search')
  const router = useRouter()
  const [answer, setAnswer] = useState<{ q: string; options: Option[]; count: number } | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const asked = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement | null>(null)

  const close = useCallback(() => {
    setOpen(false)
    setActive(-1)
  }, [])

  const ask = useCallback(
    async (raw: string) => {
      const q = normalizeQuery(raw).slice(0, SEARCH_Q_MAX)
      asked.current?.abort()
      if (!searchable(q)) {
        setAnswer(null)
        return close()
      }
      const controller = new AbortController()
      asked.current = controller
      try {
        const params = new URLSearchParams({ q, locale })
        const found = await requestJson<TypeaheadAnswer>(`/api/search?${params}`, { signal: controller.signal })
        const allUrl = `${localizedHref('/search', locale)}?${new URLSearchParams({ q })}`
        const options = optionsOf(found, ids.list, allUrl, t('seeAll', { q }))
        setAnswer({ q, options, count: found.products.length + found.articles.length })
        setActive(-1)
        setOpen(document.activeElement === input.current)
      } catch {
        // Cancelled by the next keystroke, or no answer: the form still submits to the results page.
      }
    },
    [close, ids.list, locale, t],
  )

  // The latest `ask` for the field's listener, which is attached once.
  const askLatest = useRef(ask)
  useEffect(() => {
    askLatest.current = ask
  }, [ask])

  // The field is the server's: it becomes a combobox now that the list can exist.
  useEffect(() => {
    const field = document.getElementById(ids.input) as HTMLInputElement | null
    if (!field) return
    input.current = field
    field.setAttribute('role', 'combobox')
    field.setAttribute('aria-autocomplete', 'list')
    field.setAttribute('aria-controls', ids.list)
    field.setAttribute('aria-expanded', 'false')
    const onInput = () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void askLatest.current(field.value), PAUSE_MS)
    }
    // Typed before this code arrived: ask for it now.
    if (field.value) onInput()
    field.addEventListener('input', onInput)
    return () => {
      clearTimeout(timer.current)
      field.removeEventListener('input', onInput)
    }
  }, [ids.input, ids.list])

  const options = useMemo(() => answer?.options ?? [], [answer])
  const expanded = open && options.length > 0

  useEffect(() => {
    const field = input.current
    if (!field) return
    field.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0 && options[active]) field.setAttribute('aria-activedescendant', options[active].id)
    else field.removeAttribute('aria-activedescendant')
  }, [expanded, active, options])

  const go = useCallback(
    (option: Option) => {
      close()
      router.push(option.url)
    },
    [close, router],
  )

  // Keys and leaving, on the whole form (the field and its submit button).
  useEffect(() => {
    const form = document.getElementById(ids.form)
    const field = input.current
    if (!form || !field) return
    const onKey = (e: KeyboardEvent) => {
      if (e.target !== field) return
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (!options.length) return
        e.preventDefault()
        if (!expanded) {
          setOpen(true)
          return setActive(e.key === 'ArrowDown' ? 0 : options.length - 1)
        }
        const step = e.key === 'ArrowDown' ? 1 : -1
        const n = options.length
        setActive((i) => (i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n))
      } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
        e.preventDefault()
        go(options[active])
      } else if (e.key === 'Escape' && expanded) {
        e.preventDefault()
        close()
      }
    }
    const onLeave = (e: FocusEvent) => {
      if (!form.contains(e.relatedTarget as Node | null)) close()
    }
    const onFocus = () => {
      if (answer && field.value && normalizeQuery(field.value) === answer.q) setOpen(true)
    }
    const stopForm = listen(form, { keydown: onKey, focusout: onLeave })
    const stopField = listen(field, { focus: onFocus })
    return () => {
      stopForm()
      stopField()
    }
  }, [active, answer, close, expanded, go, ids.form, options])

  return (
    <>
      <div className="header-search__panel" hidden={!expanded} data-testid="search-typeahead">
        <ul id={ids.list} role="listbox" aria-label={t('label')} className="header-search__list">
          {options.map((o, i) => (
            <li
              key={o.id}
              id={o.id}
              role="option"
              aria-selected={i === active}
              className={`header-search__option header-search__option--${o.kind}`}
              data-url={o.url}
              // Pressing keeps the focus in the field (the list would close on blur before the click).
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(o)}
            >
              {o.kind === 'product' &&
                (o.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a 48 px thumbnail of the card's own file
                  <img src={o.image} alt="" width={40} height={50} loading="lazy" decoding="async" />
                ) : (
                  <span className="header-search__thumb" aria-hidden="true" />
                ))}
              <span className="header-search__text">
                <span className="header-search__title">{o.title}</span>
                {o.meta && <span className="header-search__meta">{o.meta}</span>}
                {o.kind === 'article' && <span className="header-search__meta">{t('articles')}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {expanded && answer ? t('suggestions', { n: answer.count }) : ''}
      </p>
    </>
  )
}
