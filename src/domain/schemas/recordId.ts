// A document id read from a form, a link or a JSON body: a positive whole number that fits the id column (Postgres's
// `serial`, a 4-byte integer). A larger one would make the database fail, not find nothing — refused here instead,
// so it answers 422 like any other bad input rather than a 503.
import { z } from './zod'

export const MAX_RECORD_ID = 2_147_483_647

export const recordId = () => z.coerce.number().int().positive().max(MAX_RECORD_ID)
