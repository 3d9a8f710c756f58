// Queue an email as a job, then run the queue right after the response (or at the next autoRun tick).
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'
import { log } from '../platform/log'
import { EMAIL_QUEUE } from './sendTask'

export interface EmailMessage {
  to: string
  subject: string
  html: string
  text: string
  replyTo?: string
  headers?: Record<string, string>
}

export async function queueEmail(payload: Payload, message: EmailMessage, req?: PayloadRequest) {
  // Jobs are internal plumbing: queued by server code on the shopper's behalf, never from user input directly.
  return payload.jobs.queue({ task: 'sendEmail', queue: EMAIL_QUEUE, input: message as never, req })
}

// Sequential: SQLite has one writer, and a few emails a minute need no parallelism.
export const runEmailQueue = (payload: Payload) =>
  payload.jobs.run({ queue: EMAIL_QUEUE, limit: 100, sequential: true })

/** After the response in a Next request; immediately (not awaited) in scripts and tests. */
export function runEmailQueueSoon(payload: Payload) {
  // Integration tests run the queue themselves, step by step.
  if (process.env.EMAIL_QUEUE_MANUAL === '1') return
  const run = () =>
    runEmailQueue(payload).then(
      () => undefined,
      (err) => log.error('email queue run failed', { err: String(err) }),
    )
  try {
    after(run)
  } catch {
    void run()
  }
}
