'use client'
// The test card field: groups digits by four as the shopper types, like a hosted payment page. A refused card brings
// the page back with the field focused (autofocus in the HTML, so before hydration too), its error as its description:
// the shopper hears why and types the card again without looking for the field.
import { useState } from 'react'
import { formatCardNumber } from '@/domain/payments'
import styles from './checkout.module.css'

export function CardNumberInput({ label, invalid, errorId }: { label: string; invalid: boolean; errorId: string }) {
  const [value, setValue] = useState('')
  return (
    <p className={styles.field}>
      <label htmlFor="test-card">{label}</label>
      <input
        id="test-card"
        name="card"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={value}
        onChange={(e) => setValue(formatCardNumber(e.target.value))}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        autoFocus={invalid}
        required
        data-testid="test-card"
      />
    </p>
  )
}
