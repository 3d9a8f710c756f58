// The routing port: the OSRM adapter's request and reading, and the labelled estimate when it is absent or fails.
import { describe, expect, it } from 'vitest'
import { directionsQuerySchema } from '@/domain/schemas/directions'
import { estimateRoute } from '@/domain/storeMap/travel'
import { osrmRouting, routingFromEnv } from '@/server/storeMap/routing'

const from = { lat: 48.8584, lng: 2.2945 }
const to = { lat: 48.8497, lng: 2.3372 }

describe('OSRM adapter', () => {
  it('asks the profile of the mode with lng,lat pairs and reads the first route', async () => {
    const urls: string[] = []
    const fake = (async (url: string) => {
      urls.push(url)
      return Response.json({
        code: 'Ok',
        routes: [
          {
            duration: 3900,
            distance: 4100,
            geometry: {
              coordinates: [
                [2.2945, 48.8584],
                [2.31, 48.85],
                [2.3372, 48.8497],
              ],
            },
          },
        ],
      })
    }) as typeof fetch
    const r = await osrmRouting('https://osrm.example.com/', fake).route(from, to, 'bike')
    expect(urls).toEqual([
      'https://osrm.example.com/route/v1/cycling/2.2945,48.8584;2.3372,48.8497?overview=full&geometries=geojson',
    ])
    expect(r).toEqual({
      duration: 3900,
      distance: 4100,
      line: [
        [2.2945, 48.8584],
        [2.31, 48.85],
        [2.3372, 48.8497],
      ],
      estimated: false,
    })
  })

  it('rejects an error status or an answer without a route', async () => {
    const status = (async () => new Response('down', { status: 500 })) as unknown as typeof fetch
    await expect(osrmRouting('https://osrm.example.com', status).route(from, to, 'car')).rejects.toThrow('500')
    const noRoute = (async () => Response.json({ code: 'NoRoute', routes: [] })) as unknown as typeof fetch
    await expect(osrmRouting('https://osrm.example.com', noRoute).route(from, to, 'car')).rejects.toThrow('NoRoute')
  })
})

describe('routing from the environment', () => {
  it('without ROUTING_URL: the estimate, flagged as such', async () => {
    expect(await routingFromEnv({}).route(from, to, 'foot')).toEqual(estimateRoute(from, to, 'foot'))
  })

  it('with an unreachable ROUTING_URL: the estimate rather than an error', async () => {
    const r = await routingFromEnv({ ROUTING_URL: 'http://127.0.0.1:9' }).route(from, to, 'car')
    expect(r.estimated).toBe(true)
    expect(r.duration).toBeGreaterThan(0)
  })
})

describe('directions query', () => {
  it('accepts a mode and a position, refuses the rest with the field', () => {
    expect(directionsQuerySchema.parse({ mode: 'foot', lat: '48.85', lng: '2.33' })).toEqual({
      mode: 'foot',
      lat: 48.85,
      lng: 2.33,
    })
    const bad = directionsQuerySchema.safeParse({ mode: 'plane', lat: '91', lng: 'x' })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['lat', 'lng', 'mode'])
  })
})
