// POST /api/recommend/click — the shopper opened a product the style assistant proposed: recorded once on that
// answer's ai-logs row (only a product the answer actually showed counts).
import { recommendClickSchema } from '@/domain/schemas/recommend'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { recordClick } from '@/server/recommend/logs'

export const POST = endpoint({
  name: 'recommend-click',
  budget: 'api',
  who: 'anyone',
  input: 'json',
  maxBytes: 1024,
  schema: () => recommendClickSchema,
  handle: async ({ data }) => json({ recorded: await recordClick(data.logId, data.handle) }),
})
