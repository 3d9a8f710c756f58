// A call to Payload's REST API through its own request handler, as `/api/[...slug]` serves it (no HTTP server).
import { handleEndpoints } from 'payload'

export const SITE = 'http://localhost:3000'

export async function rest(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const { default: config } = await import('@payload-config')
  const request = new Request(`${SITE}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config, request })
}
