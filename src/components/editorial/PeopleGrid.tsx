// Portraits of the people of the house: portrait, name, role, bio.
import type { Person } from '@/payload-types'
import { MediaImage } from './MediaImage'
import styles from './editorial.module.css'

export function PeopleGrid({
  people,
  empty,
  headingLevel = 3,
}: {
  people: Person[]
  empty: string
  headingLevel?: 2 | 3
}) {
  if (people.length === 0) return <p className={styles.empty}>{empty}</p>
  const H = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.people}>
      {people.map((p) => (
        <li key={p.id} className={styles.person} id={p.slug}>
          <MediaImage media={p.portrait} sizes="(min-width: 60rem) 24rem, 100vw" use="card" />
          <H>{p.name}</H>
          {p.role && <p className={styles.personRole}>{p.role}</p>}
          {p.bio && <p>{p.bio}</p>}
        </li>
      ))}
    </ul>
  )
}
