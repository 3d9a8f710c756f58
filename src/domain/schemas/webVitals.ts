// POST /api/vitals: one page view's measures, sent by the page as the shopper leaves it (navigator.sendBeacon).
import { VITAL_NAMES, VITAL_RATINGS, VITAL_TEMPLATES } from '../webVitals'
import { z } from './zod'

export const vitalsSchema = z.object({
  locale: z.enum(['en', 'fr']).default('en'),
  template: z.enum(VITAL_TEMPLATES),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES),
        // Milliseconds, or CLS's unitless score; a minute is beyond any real page view's measure.
        value: z.number().min(0).max(60_000),
        rating: z.enum(VITAL_RATINGS),
      }),
    )
    .min(1)
    .max(VITAL_NAMES.length),
})

export type VitalsInput = z.infer<typeof vitalsSchema>
