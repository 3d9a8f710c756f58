'use client'
// A money field typed in euros: the form keeps integer cents (what the database and the REST API hold), the input
// shows and accepts euros in the admin's language. An amount that cannot be read is not written: the field keeps its
// last good value and says what it expects.
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'
import { centsToEuroInput, EURO_INPUT_HINT, EURO_INPUT_INVALID, parseEuros } from '@/domain/euroInput'

const lang = (language: string) => (language === 'fr' ? 'fr' : 'en')

export const EuroField: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { i18n } = useTranslation()
  const locale = lang(i18n.language)
  const { value, setValue, path, showError, disabled } = useField<number>({ potentiallyStalePath: pathFromProps })
  const [text, setText] = useState<string | null>(null)
  const shown = text ?? centsToEuroInput(value, locale)
  const invalid = text != null && text.trim() !== '' && parseEuros(text) == null
  const id = `field-${path.replace(/\./g, '__')}`

  return (
    <div className="field-type number" style={{ flex: '1 1 auto' }}>
      <FieldLabel label={field.label} path={path} required={field.required} htmlFor={id} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <input
            id={id}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            disabled={readOnly || disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setText(e.target.value)
              const cents = parseEuros(e.target.value)
              if (e.target.value.trim() === '') setValue(null)
              else if (cents != null) setValue(cents)
            }}
            onBlur={() => {
              if (!invalid) setText(null)
            }}
          />
          <span aria-hidden="true">€</span>
        </div>
        <p
          id={`${id}-hint`}
          role={invalid ? 'alert' : undefined}
          style={{ color: invalid ? 'var(--theme-error-500)' : undefined, margin: '0.25rem 0 0' }}
        >
          {invalid ? EURO_INPUT_INVALID[locale] : EURO_INPUT_HINT[locale]}
        </p>
        <FieldDescription description={field.admin?.description} path={path} />
      </div>
    </div>
  )
}
