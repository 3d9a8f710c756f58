// POST /api/revalidate — this server clears cache tags and paths for its own background jobs (scheduled publishing
// runs from a cron, outside any request, where Next cannot revalidate). Only a body signed with the server's key
// is obeyed; the tags and paths are then expired at once.
import { z } from '@/domain/schemas/zod'
import { ApiError } from '@/server/http/errors'
import { endpoint } from '@/server/http/endpoint'
import { safeRevalidate } from '@/server/cache/revalidate'
import { SIGNATURE_HEADER, verifyRevalidation } from '@/server/cache/revalidateOverHttp'

const targets = z.object({
  tags: z.array(z.string().min(1).max(200)).max(100),
  paths: z.array(z.string().startsWith('/').max(500)).max(100),
})

export const POST = endpoint({
  name: 'revalidate',
  // Authenticated by the signature, like a webhook: no shared budget for our own server to exhaust.
  budget: null,
  who: 'anyone',
  input: 'raw',
  async handle({ request, data }) {
    if (!verifyRevalidation(data, request.headers.get(SIGNATURE_HEADER)))
      throw new ApiError(401, [{ field: '', message: 'Bad signature' }])
    let body: unknown
    try {
      body = JSON.parse(data)
    } catch {
      throw new ApiError(400, [{ field: '', message: 'Not JSON' }])
    }
    const parsed = targets.safeParse(body)
    if (!parsed.success) throw new ApiError(422, [{ field: 'tags', message: 'Invalid targets' }])
    safeRevalidate({ ...parsed.data, now: true })
    return Response.json({ revalidated: true })
  },
})
