// Message helpers shared by the shopper-form schema factories: labels and messages merged over the English defaults.
import { emailField, optionalText, requiredText } from './fields'
import { type FormLabels, type FormMessages, defaultFormLabels, defaultFormMessages } from './formCopy'
import { fillLabel } from './messages'

export function formKit(labels: Partial<FormLabels> = {}, messages: Partial<FormMessages> = {}) {
  const l = { ...defaultFormLabels, ...labels }
  const m = { ...defaultFormMessages, ...messages }
  const required = (key: keyof FormLabels) => fillLabel(m.required, l[key])
  const tooLong = (key: keyof FormLabels) => fillLabel(m.tooLong, l[key])
  return {
    m,
    required,
    text: (key: keyof FormLabels, max = 100) => requiredText(required(key), max, tooLong(key)),
    optional: (key: keyof FormLabels, max: number) => optionalText(max, tooLong(key)),
    email: () => emailField(m.invalidEmail),
  }
}
