'use client'
// A new password's input and its meter (sign-up, reset, the account's password page): the server's estimator has
// the last word, its refusal shows under the input.
import { Field } from './Field'
import { PasswordMeter } from './PasswordMeter.client'

type Props = {
  label: string
  name: string
  value: string
  error?: string
  onChange: Parameters<typeof Field>[0]['onChange']
}

export function NewPassword({ value, ...input }: Props) {
  return (
    <>
      <Field type="password" autoComplete="new-password" required minLength={6} value={value} {...input} />
      <PasswordMeter password={value} />
    </>
  )
}
