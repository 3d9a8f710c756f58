// POST /api/recommend: what the shopper asks the style assistant (free text and chips), and the answer's shape,
// including the spec's `_ga_event`.
import { COLORS, OCCASIONS, STYLES } from '../recommend/vocabulary'
import { z } from './zod'

const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]]

export const RECOMMEND_TEXT_MAX = 500

export const recommendRequestSchema = z.object({
  locale: z.enum(['en', 'fr']).default('en'),
  text: z.string().trim().max(RECOMMEND_TEXT_MAX, `At most ${RECOMMEND_TEXT_MAX} characters.`).default(''),
  chips: z
    .object({
      occasion: z.enum(keys(OCCASIONS)).optional(),
      style: z.enum(keys(STYLES)).optional(),
      color: z.enum(keys(COLORS)).optional(),
      comfort: z.boolean().optional(),
      budget: z.number().int().min(50).max(10_000).optional(),
      size: z
        .string()
        .regex(
          /^(3[5-9]|4[0-2])(\.5)?$|^(6|6\.5|7|7\.5|8|8\.5)$/,
          'A size from 35 to 42, or a hand size from 6 to 8.5.',
        )
        .optional(),
    })
    .strict()
    .default({}),
})
export type RecommendRequest = z.infer<typeof recommendRequestSchema>

export interface GaEvent {
  event_name: 'ai_recommendation'
  assistant: string
  model: string
  style: string
  color: string
  price_range: string
  recommendations_count: number
}

export interface Recommendation {
  id: number
  handle: string
  title: string
  colorName: string
  price: number
  image: string | null
  where: 'online' | 'boutique' | 'both'
  sizes: string[]
  reason: string
  availability: string
}

export interface RecommendResponse {
  logId: number | null
  engine: string
  model: string
  intent: { types: string[]; colors: string[]; priceMax: number | null; size: string | null; comfort: boolean }
  relaxed: ('color' | 'type')[]
  recommendations: Recommendation[]
  _ga_event: GaEvent
}

/** What an LLM adapter must return: product ids from the list it was given, one short reason each. */
export const llmAnswerSchema = z.object({
  picks: z
    .array(z.object({ id: z.number().int().positive(), reason: z.string().min(1).max(240) }))
    .min(0)
    .max(6),
})

/** Body of POST /api/recommend/click: which answer, which product the shopper opened. */
export const recommendClickSchema = z.object({
  logId: z.number().int().positive(),
  handle: z
    .string()
    .regex(/^[a-z-]+(\/[a-z-]+)?$/, 'A product handle.')
    .max(80),
})
