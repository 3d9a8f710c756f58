// The Fulfil button's work: move one order to its next state for a staff member of the service or stock team,
// through the Local API with their own access (the transition guard, the tracking rule, the change log and the
// shopper's email all run as for an edit in the form). `from` makes a double click move the order once.
import type { Payload } from 'payload'
import { nextFulfilmentStatus } from '@/domain/fulfilment'
import type { FulfilInput } from '@/domain/schemas/fulfil'
import type { Order } from '@/payload-types'
import { runEmailQueueSoon } from '../email/queue'
import { assertStaff } from '../http/refusals'
import { ApiError } from '../http/errors'
import { inTransaction } from '../platform/transaction'
import { claimOrder } from './rows'
import { nullIfNotFound } from '../notFound'

type Staff = Parameters<Payload['update']>[0]['user']

export async function fulfilOrder(payload: Payload, user: unknown, input: FulfilInput): Promise<Order> {
  assertStaff(user, ['service', 'stock'])
  const staff = user as Staff
  const order = await inTransaction(payload, async (req) => {
    const current = await nullIfNotFound(
      payload.findByID({ collection: 'orders', id: input.id, depth: 0, user: staff, overrideAccess: false, req }),
    )
    if (!current) throw new ApiError(404, [{ field: 'id', message: 'No such order.' }])
    // The claim, not the read, decides between two presses: only one finds the order still in `from`.
    if (current.status !== input.from || !(await claimOrder(payload, req, current.id, input.from)))
      throw new ApiError(409, [{ field: 'from', message: 'This order has moved on meanwhile: reload it.' }])
    const next = nextFulfilmentStatus(current.status)
    if (!next) throw new ApiError(409, [{ field: 'from', message: `A ${current.status} order has nothing to fulfil.` }])
    if (next === 'shipped' && (!input.carrier || !input.trackingNumber))
      throw new ApiError(422, [
        { field: input.carrier ? 'trackingNumber' : 'carrier', message: 'Give the carrier and the tracking number.' },
      ])
    return payload.update({
      collection: 'orders',
      id: current.id,
      depth: 0,
      user: staff,
      overrideAccess: false,
      req,
      data: {
        status: next,
        ...(next === 'shipped'
          ? { fulfilment: { carrier: input.carrier as never, trackingNumber: input.trackingNumber } }
          : {}),
      },
    })
  })
  runEmailQueueSoon(payload)
  return order
}
