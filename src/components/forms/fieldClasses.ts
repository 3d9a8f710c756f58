// How a Field looks in the shopper forms: one grid cell, or a full row.
import type { FieldClasses } from '@/components/forms/Field'
import styles from './forms.module.css'

export const formField: FieldClasses = { field: styles.field!, label: styles.label, error: styles.fieldError! }
export const wideFormField: FieldClasses = { ...formField, field: `${styles.field} ${styles.wide}` }
