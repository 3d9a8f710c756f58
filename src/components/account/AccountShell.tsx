// The account pages' frame: title, intro and the client island doing the work.
import type { ReactNode } from 'react'
import styles from './account.module.css'

export function AccountShell({
  title,
  intro,
  wide,
  children,
}: {
  title: string
  intro?: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={`${styles.page} ${wide ? styles.wide : ''}`}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  )
}
