// The listing's filter and sort controls (rendered by ./CategoryListing.client.tsx): a size with where it is held,
// colours, a price band and the order, each value with the number of colourways choosing it would show, and a live
// region that says how many are shown after each change. Native selects, radios and checkboxes in fieldsets:
// the keyboard and screen readers work as everywhere else.
import type { Facets, ListingState, PriceRange, SortKey, Where } from '@/domain/listing/filters'
import { SORTS } from '@/domain/listing/filters'
import type { SizeKind } from '@/domain/listing/preferredSize'
import { priceParamOf } from '@/domain/listing/query'
import type { Locale } from '@/domain/locale'
import { formatWholeEuros } from '@/domain/money'
import { formatSize } from '@/domain/numberFormat'
import { useLocale, useTranslations } from '@/i18n/client'
import styles from './catalog.module.css'

type Props = {
  state: ListingState
  facets: Facets
  names: Record<string, { name: string; swatch: string }>
  shown: number
  ready: boolean
  onChange: (next: ListingState) => void
  /** Whose sizes the filter lists: French calls a glove's a taille, a shoe's a pointure. */
  kind: SizeKind
}

export function ListingControls({ state, facets, names, shown, ready, onChange, kind }: Props) {
  const t = useTranslations('catalog.listing')
  const locale = useLocale() as Locale
  const set = (patch: Partial<ListingState>) => onChange({ ...state, ...patch })
  const band = (r: PriceRange) =>
    r.min === 0
      ? t('priceUnder', { max: formatWholeEuros(r.max ?? 0) })
      : r.max === null
        ? t('priceFrom', { min: formatWholeEuros(r.min) })
        : t('priceBand', { min: formatWholeEuros(r.min), max: formatWholeEuros(r.max) })

  return (
    <form
      className={styles.filters}
      data-ready={ready || undefined}
      data-testid="listing-filters"
      aria-label={t('label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className={styles.filterRow}>
        <label className={styles.filter}>
          <span className={styles.filterName}>{t('size', { kind })}</span>
          <select
            name="size"
            value={state.size ?? ''}
            onChange={(e) => set({ size: e.target.value || null })}
            data-testid="filter-size"
          >
            <option value="">{t('anySize', { kind })}</option>
            {facets.sizes.map((s) => (
              <option key={s.value} value={s.value}>
                {t('option', { value: formatSize(s.value, locale), n: s.count })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span className={styles.filterName}>{t('where')}</span>
          <select
            name="where"
            value={state.where}
            onChange={(e) => set({ where: e.target.value as Where })}
            data-testid="filter-where"
          >
            {facets.where.map((w) => (
              <option key={w.value} value={w.value}>
                {t('option', { value: t(`whereValue.${w.value}`), n: w.count })}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.filterSet}>
          <legend className={styles.filterName}>{t('colour')}</legend>
          {facets.colors.map((c) => (
            <label key={c.value} className={styles.choice}>
              <input
                type="checkbox"
                name="color"
                value={c.value}
                checked={state.colors.includes(c.value)}
                onChange={(e) =>
                  set({
                    colors: e.target.checked ? [...state.colors, c.value] : state.colors.filter((x) => x !== c.value),
                  })
                }
              />
              <span className={styles.swatch} style={{ background: names[c.value]?.swatch }} aria-hidden="true" />
              {t('option', { value: names[c.value]?.name ?? c.value, n: c.count })}
            </label>
          ))}
        </fieldset>
        <label className={styles.filter}>
          <span className={styles.filterName}>{t('price')}</span>
          <select
            name="price"
            value={state.price ? priceParamOf(state.price) : ''}
            onChange={(e) =>
              set({ price: facets.prices.find((p) => priceParamOf(p.value) === e.target.value)?.value ?? null })
            }
          >
            <option value="">{t('anyPrice')}</option>
            {facets.prices.map((p) => (
              <option key={priceParamOf(p.value)} value={priceParamOf(p.value)}>
                {t('option', { value: band(p.value), n: p.count })}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          <span className={styles.filterName}>{t('sort')}</span>
          <select
            name="sort"
            value={state.sort}
            onChange={(e) => set({ sort: e.target.value as SortKey })}
            data-testid="listing-sort"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sortValue.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.filterCount} role="status" aria-live="polite" data-testid="listing-count">
        {t('shown', { n: shown })}
      </p>
    </form>
  )
}
