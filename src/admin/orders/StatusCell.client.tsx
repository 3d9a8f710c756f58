'use client'
// The orders list's status column as a chip: the status's label in the admin's language, coloured by what it asks of
// the staff (paid: to prepare; preparing: in hand; shipped: on its way; closed ones grey). Never the raw value.
import { Pill, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import type { CheckboxFieldClient, DefaultCellComponentProps, SelectFieldClient } from 'payload'

type PillStyle = NonNullable<Parameters<typeof Pill>[0]['pillStyle']>

const STYLE: Record<string, PillStyle> = {
  pending: 'light-gray',
  paid: 'warning',
  preparing: 'warning',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'light-gray',
  expired: 'light-gray',
  refunded: 'error',
}

export function StatusCell({ cellData, field }: DefaultCellComponentProps<SelectFieldClient>) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  const option = field.options?.find((o) => (typeof o === 'string' ? o : o.value) === cellData)
  const label = option && typeof option === 'object' ? getTranslation(option.label, i18n) : cellData
  return (
    <span data-testid="order-status-chip" data-status={cellData}>
      <Pill pillStyle={STYLE[cellData] ?? 'light'} size="small" rounded>
        {label}
      </Pill>
    </span>
  )
}

/** The "needs attention" column: a chip on the orders that need it, nothing on the others (never "false"). */
export function AttentionCell({ cellData, field }: DefaultCellComponentProps<CheckboxFieldClient>) {
  const { i18n } = useTranslation()
  if (cellData !== true) return null
  return (
    <span data-testid="order-attention-chip">
      <Pill pillStyle="error" size="small" rounded>
        {field.label ? getTranslation(field.label, i18n) : '!'}
      </Pill>
    </span>
  )
}
