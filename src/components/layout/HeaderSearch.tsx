// The header's search field: a plain GET form to /search (or /fr/search), so it works before and without
// JavaScript. The typeahead (results as the shopper types) is an enhancement whose code loads on the field's first
// focus or keystroke (./SearchEnhancer.client.tsx). The field keeps its size whatever happens: no layout shift.
import { type Locale, localizedHref } from '@/domain/locale'
import { SEARCH_Q_MAX } from '@/domain/search/query'
import { SearchEnhancer } from '../search/SearchEnhancer.client'

export const HEADER_SEARCH_IDS = { form: 'header-search', input: 'header-search-q', list: 'header-search-list' }

type Labels = { label: string; placeholder: string; submit: string }

export function HeaderSearch({ locale, labels }: { locale: Locale; labels: Labels }) {
  const { label, placeholder, submit } = labels
  return (
    <form
      id={HEADER_SEARCH_IDS.form}
      action={localizedHref('/search', locale)}
      method="get"
      role="search"
      className="header-search"
      data-testid="header-search"
    >
      <label htmlFor={HEADER_SEARCH_IDS.input} className="visually-hidden">
        {label}
      </label>
      <input
        id={HEADER_SEARCH_IDS.input}
        className="header-search__input"
        type="search"
        name="q"
        placeholder={placeholder}
        maxLength={SEARCH_Q_MAX}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <button type="submit" className="header-search__submit" aria-label={submit}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="6.75" cy="6.75" r="5.25" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path d="M10.6 10.6 15 15" stroke="currentColor" strokeWidth="1.3" />
        </svg>
      </button>
      <SearchEnhancer ids={HEADER_SEARCH_IDS} locale={locale} />
    </form>
  )
}
