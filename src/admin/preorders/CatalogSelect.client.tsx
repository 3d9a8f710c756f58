'use client'
// A text field shown as a select of catalog values. For the colour, only the colours of the type chosen beside it;
// changing the type empties a colour the new type does not have.
import { SelectField, useField, useFormFields } from '@payloadcms/ui'
import type { TextFieldClient } from 'payload'
import { useEffect, useMemo } from 'react'

interface Option {
  value: string
  label: string
  type?: string
}

interface Props {
  field: unknown
  path: string
  readOnly?: boolean
  options: Option[]
  placeholder: string
  help: string
  noChoice?: string
}

export function CatalogSelect({ field, path, readOnly, options, placeholder, help, noChoice }: Props) {
  const base = field as TextFieldClient
  const type = useFormFields(([fields]) => fields.product_type?.value as string | undefined)
  const { value, setValue } = useField<string>({ potentiallyStalePath: path })
  const isColour = options.some((o) => o.type !== undefined)
  const shown = useMemo(() => (isColour ? options.filter((o) => o.type === type) : options), [isColour, options, type])
  // A colour left over from another type would be refused on save: it is cleared as the type changes.
  useEffect(() => {
    if (isColour && value && type && !shown.some((o) => o.value === value)) setValue(null)
  }, [isColour, value, type, shown, setValue])
  const description = isColour && type && shown.length === 0 && noChoice ? noChoice : help
  return (
    <SelectField
      field={
        {
          ...(base as object),
          type: 'select',
          name: base.name,
          options: shown.map(({ value: v, label }) => ({ value: v, label })),
          admin: { ...(base.admin ?? {}), description, placeholder, isClearable: !base.required },
        } as never
      }
      path={path}
      readOnly={readOnly || (isColour && shown.length === 0)}
    />
  )
}
