// The real test payment provider, with every checkout session it is asked to open pushed to `sessions`: a test reads
// what the shopper was charged. For a file's own mock of the payments module (vi.mock is hoisted per file):
//   vi.mock('@/server/payments', async (real) => (await import('./helpers/recordedSessions')).recording(real, sessions))
import type { CreateSessionInput } from '@/server/payments/types'

type Payments = typeof import('@/server/payments')

export async function recording(importOriginal: <T>() => Promise<T>, sessions: CreateSessionInput[]) {
  const real = await importOriginal<Payments>()
  return {
    ...real,
    paymentProvider: () => {
      const inner = real.paymentProvider()
      return {
        ...inner,
        createSession(input: CreateSessionInput) {
          sessions.push(input)
          return inner.createSession(input)
        },
      }
    },
  }
}
