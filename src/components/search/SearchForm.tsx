// The results page's own search field: a plain GET form, so it works before and without JavaScript. Not a second
// search landmark (the header's form is the page's one): it is the page's main content.
import { type Locale, localizedHref } from '@/domain/locale'
import { SEARCH_Q_MAX } from '@/domain/search/query'
import styles from './search.module.css'

type Labels = { label: string; placeholder: string; submit: string }

export function SearchForm({ locale, q, labels }: { locale: Locale; q: string; labels: Labels }) {
  return (
    <form action={localizedHref('/search', locale)} method="get" className={styles.form}>
      <label htmlFor="search-page-q" className="visually-hidden">
        {labels.label}
      </label>
      <input
        id="search-page-q"
        className={styles.input}
        type="search"
        name="q"
        defaultValue={q}
        placeholder={labels.placeholder}
        maxLength={SEARCH_Q_MAX}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </form>
  )
}
