// Left empty by people (hidden from sight and from assistive tech); bots that fill it are answered "success".
import styles from './forms.module.css'

export function Honeypot({ id }: { id: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
