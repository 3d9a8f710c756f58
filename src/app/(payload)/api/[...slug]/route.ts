/* Payload's REST API under /api (collections, auth), behind a guard that answers bad input with a 4xx
   (src/server/http/restGuard.ts). Our own endpoints live in src/app/api. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardRest } from '@/server/http/restGuard'

export const GET = guardRest(REST_GET(config), { withBody: false })
export const POST = guardRest(REST_POST(config), { withBody: true })
export const DELETE = guardRest(REST_DELETE(config), { withBody: false })
export const PATCH = guardRest(REST_PATCH(config), { withBody: true })
export const PUT = guardRest(REST_PUT(config), { withBody: true })
export const OPTIONS = REST_OPTIONS(config)
