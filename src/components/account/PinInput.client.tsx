'use client'
// The pin input: one box per character, letters and digits only (upper-cased), typing moves on, Backspace moves
// back, the arrows move between boxes, and a paste fills every box (src/domain/accounts/otp.ts fillPin). The first
// box takes the focus when the boxes appear (the code was just asked for: it is what the shopper types next).
import { useEffect, useRef } from 'react'
import { useTranslations } from '@/i18n/client'
import { fillPin } from '@/domain/accounts/otp'
import styles from './account.module.css'

interface Props {
  boxes: string[]
  onChange(boxes: string[]): void
  invalid?: boolean
}

export function PinInput({ boxes, onChange, invalid }: Props) {
  const t = useTranslations('account.form')
  const refs = useRef<(HTMLInputElement | null)[]>([])
  useEffect(() => refs.current[0]?.focus(), [])
  const put = (index: number, text: string) => {
    const { boxes: next, focus } = fillPin(boxes, index, text)
    onChange(next)
    refs.current[focus]?.focus()
  }
  return (
    <div className={styles.pin} role="group" aria-label={t('code')}>
      {boxes.map((c, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el
          }}
          value={c}
          inputMode="text"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="characters"
          maxLength={boxes.length}
          aria-label={t('codeBox', { n: i + 1, total: boxes.length })}
          aria-invalid={invalid || undefined}
          data-testid={`pin-${i}`}
          onChange={(e) => {
            const text = e.target.value.replace(c, '') || e.target.value
            if (!e.target.value) {
              const next = [...boxes]
              next[i] = ''
              onChange(next)
            } else put(i, text)
          }}
          onPaste={(e) => {
            e.preventDefault()
            put(i, e.clipboardData.getData('text'))
          }}
          onKeyDown={(e) => {
            // The arrows move between the boxes, as through the characters of one field.
            const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0
            if (step && refs.current[i + step]) {
              e.preventDefault()
              refs.current[i + step]?.focus()
            } else if (e.key === 'Backspace' && !c && i > 0) {
              const next = [...boxes]
              next[i - 1] = ''
              onChange(next)
              refs.current[i - 1]?.focus()
            }
          }}
        />
      ))}
    </div>
  )
}
