import styles from '../editorial.module.css'

export function PullQuote({ quote, cite }: { quote: string; cite?: string | null }) {
  return (
    <figure className={styles.pullQuote}>
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      {cite && <figcaption>— {cite}</figcaption>}
    </figure>
  )
}
