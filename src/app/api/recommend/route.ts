// POST /api/recommend — the style assistant ("Find your pair"): free text and chips in, 1–6 catalog products in
// stock in the shopper's size out, each with its reason and where to get it, plus the spec's `_ga_event`.
import { recommendRequestSchema } from '@/domain/schemas/recommend'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { recommend } from '@/server/recommend'
import { writeAiLog } from '@/server/recommend/logs'

export const POST = endpoint({
  name: 'recommend',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  maxBytes: 4 * 1024,
  schema: () => recommendRequestSchema,
  async handle({ data }) {
    const run = await recommend(data)
    return json({ ...run.response, logId: await writeAiLog(data, run) })
  },
})
