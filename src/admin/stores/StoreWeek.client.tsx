'use client'
// A store's hours as one week on one screen: a line a day, named in the admin's language (Monday … Sunday, lundi …
// dimanche), its opening and closing times side by side and a "closed" box that sets the times aside. The form still
// holds the array the shop reads (hours.N.day/open/close/closed); the collection's hooks keep it seven days in order,
// so there is nothing to add, remove or reorder here.
import { FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClientComponent } from 'payload'
import { WEEK } from '@/domain/storeMap/hours'
import { weekStrings } from './weekStrings'

type Lang = 'en' | 'fr'

/** The weekday's name in the admin's language: 1 January 2024 was a Monday. */
const dayName = (day: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + Math.max(0, WEEK.indexOf(day as (typeof WEEK)[number])))),
  )

const cell = { padding: '0.35rem 0.75rem 0.35rem 0', textAlign: 'left' as const, verticalAlign: 'middle' as const }

function TimeInput({ path, label, disabled }: { path: string; label: string; disabled: boolean }) {
  const { value, setValue, showError } = useField<string | null>({ path })
  return (
    <>
      <input
        type="time"
        name={path}
        aria-label={label}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={showError || undefined}
        onChange={(e) => setValue(e.target.value || null)}
        style={{ width: '8.5rem' }}
      />
      <FieldError path={path} showError={showError} />
    </>
  )
}

function DayRow({ path, lang, readOnly }: { path: string; lang: Lang; readOnly: boolean }) {
  const s = weekStrings[lang]
  const { value: day } = useField<string>({ path: `${path}.day` })
  const { value: closed, setValue: setClosed } = useField<boolean | null>({ path: `${path}.closed` })
  const name = dayName(day ?? '', lang)
  return (
    <tr data-testid={`store-day-${day}`}>
      <th scope="row" style={{ ...cell, fontWeight: 600, minWidth: '7rem' }}>
        {name}
      </th>
      <td style={cell}>
        <TimeInput path={`${path}.open`} label={s.openOn(name)} disabled={readOnly || Boolean(closed)} />
      </td>
      <td style={cell}>
        <TimeInput path={`${path}.close`} label={s.closeOn(name)} disabled={readOnly || Boolean(closed)} />
      </td>
      <td style={cell}>
        <label style={{ display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}>
          <input
            type="checkbox"
            name={`${path}.closed`}
            checked={Boolean(closed)}
            disabled={readOnly}
            onChange={(e) => setClosed(e.target.checked)}
          />
          {s.closed}
        </label>
      </td>
    </tr>
  )
}

export const StoreWeek: ArrayFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n } = useTranslation()
  const lang: Lang = i18n.language === 'fr' ? 'fr' : 'en'
  const s = weekStrings[lang]
  const { rows = [], path, showError } = useField({ hasRows: true, potentiallyStalePath: pathFromProps })
  return (
    <div className="field-type array-field" id={`field-${path.replace(/\./g, '__')}`} data-testid="store-week">
      <FieldLabel label={field.label} path={path} as="span" />
      <FieldError path={path} showError={showError} />
      <table style={{ borderCollapse: 'collapse', marginTop: '0.5rem' }}>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              {s.day}
            </th>
            <th scope="col" style={cell}>
              {s.open}
            </th>
            <th scope="col" style={cell}>
              {s.close}
            </th>
            <th scope="col" style={cell}>
              <span className="sr-only">{s.closed}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <DayRow key={row.id} path={`${path}.${i}`} lang={lang} readOnly={Boolean(readOnly)} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
