// A staff account as stored, read and written by the staff identity flows (sessions ended, the second factor,
// deactivation) through Payload's Local API: hooks, validation and `updatedAt` apply. The fields they touch are closed
// to every API caller (sessions by Payload, the second factor by src/collections/Users/fields.ts), so these flows,
// and only they, override access — each after its own check (an admin, the session's owner, a code).
//
// Such a write is marked in the request's context: the collection's audit and session hooks leave it alone (the flow
// logs what it did itself, and a write made inside one of those hooks must not run them again). Passing `req` joins
// the request's transaction: on SQLite a second connection writing while it is open waits on the lock and fails.
import type { Payload, PayloadRequest, RequestContext } from 'payload'
import type { User } from '@/payload-types'

const FLOW_WRITE = 'staffIdentityFlowWrite'

/** Whether this change is a staff identity flow's own write (sessions, second factor), not an edit to audit. */
export const isStaffFlowWrite = (context: RequestContext | undefined) => context?.[FLOW_WRITE] === true

/** What a staff flow writes: sessions and the second factor's state. */
export type StaffChange = Pick<
  Partial<User>,
  'sessions' | 'totpEnabled' | 'totpSecret' | 'totpPendingSecret' | 'totpSessions' | 'totpFailures' | 'totpLastStep'
>

/** The account with its hidden and owner-only fields (sessions, second factor), or null when there is none. */
export async function staffById(req: PayloadRequest, id: number): Promise<User | null> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Writes a flow's change. Payload's Local API merges `context` into the `req` it is given and leaves it there, so the
 * request's own context is put back afterwards: the flag must not reach the hooks of a later write of the request.
 * (No `depth` with a `req`: the Local API would set it on the request's query too.)
 */
export async function changeStaff(payload: Payload, id: number, data: StaffChange, req?: PayloadRequest) {
  const before = req?.context
  try {
    await payload.update({
      collection: 'users',
      id,
      data,
      overrideAccess: true,
      context: { [FLOW_WRITE]: true },
      req,
    })
  } finally {
    if (req) req.context = before ?? {}
  }
}
