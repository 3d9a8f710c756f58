// A store's opening hours: one row a day, Monday → Sunday, edited as a week (src/admin/stores/StoreWeek.client.tsx).
// The stored shape stays the array the shop's pages and the map read ({ day, open, close, closed }); the hooks keep
// it a whole week in order, so the form always shows seven days and a write never leaves a day out or twice.
import type { ArrayField, TextFieldSingleValidation } from 'payload'
import { isClockTime } from '@/domain/schemas/dates'
import { WEEK, weekRows } from '@/domain/storeMap/hours'

const MESSAGES = {
  en: { time: 'Enter a time as HH:MM, for example 10:30.', order: 'Closing must come after opening.' },
  fr: {
    time: 'Saisissez une heure au format HH:MM, par exemple 10:30.',
    order: 'La fermeture doit suivre l’ouverture.',
  },
}

type Sibling = { open?: string | null; closed?: boolean | null }

const validTime: TextFieldSingleValidation = (value, { siblingData, req }) => {
  const m = MESSAGES[req.i18n?.language === 'fr' ? 'fr' : 'en']
  if ((siblingData as Sibling).closed || !value?.trim()) return true
  return isClockTime(value.trim()) || m.time
}

const validClose: TextFieldSingleValidation = (value, args) => {
  const timeOk = validTime(value, args)
  if (timeOk !== true) return timeOk
  const { open, closed } = args.siblingData as Sibling
  if (closed || !value?.trim() || !open || !isClockTime(open.trim())) return true
  const m = MESSAGES[args.req.i18n?.language === 'fr' ? 'fr' : 'en']
  return open.trim() < value.trim() || m.order
}

export const hoursField: ArrayField = {
  name: 'hours',
  label: { en: 'Hours', fr: 'Horaires' },
  labels: { singular: { en: 'Day', fr: 'Jour' }, plural: { en: 'Days', fr: 'Jours' } },
  type: 'array',
  minRows: 7,
  maxRows: 7,
  defaultValue: WEEK.map((day) => ({ day, open: null, close: null, closed: false })),
  hooks: {
    beforeValidate: [({ value }) => weekRows(value as never)],
    afterRead: [({ value }) => weekRows(value as never)],
  },
  admin: { components: { Field: '@/admin/stores/StoreWeek.client#StoreWeek' } },
  fields: [
    {
      name: 'day',
      label: { en: 'Day', fr: 'Jour' },
      type: 'select',
      required: true,
      options: WEEK.map((d) => ({ label: d, value: d })),
    },
    { name: 'open', label: { en: 'Opens', fr: 'Ouverture' }, type: 'text', validate: validTime },
    { name: 'close', label: { en: 'Closes', fr: 'Fermeture' }, type: 'text', validate: validClose },
    { name: 'closed', label: { en: 'Closed', fr: 'Fermé' }, type: 'checkbox', defaultValue: false },
  ],
}
