// A money field: integer cents of EUR in the database and the API, euros in the backoffice (typed and listed).
import type { NumberField } from 'payload'
import { isCents } from '@/domain/euroInput'

type Options = Partial<Pick<NumberField, 'access' | 'label' | 'required' | 'index'>> & {
  description?: { en: string; fr: string }
}

export function moneyField(name: string, { description, ...rest }: Options = {}): NumberField {
  return {
    name,
    type: 'number',
    required: true,
    min: 0,
    ...rest,
    // Whole cents only: a float would round differently in each place that adds prices up.
    validate: (value: unknown, { required }: { required?: boolean }) =>
      (value == null && !required) || isCents(value) ? true : 'Enter an amount in euros with at most two decimals.',
    admin: {
      ...(description ? { description } : {}),
      components: { Field: '@/admin/money/EuroField.client#EuroField', Cell: '@/admin/money/EuroCell.client#EuroCell' },
    },
  }
}
