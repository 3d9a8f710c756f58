// The one job task that sends email. A failure throws, Payload keeps the job and retries it with backoff;
// the shopper's record was stored before the job was queued, so nothing they sent is lost.
import type { TaskConfig } from 'payload'

export const EMAIL_QUEUE = 'email'
export const EMAIL_ATTEMPTS = 6

export const sendEmailTask: TaskConfig<{
  input: { to: string; subject: string; html: string; text: string; replyTo?: string; headers?: Record<string, string> }
  output: { sent: boolean }
}> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: {
    attempts: EMAIL_ATTEMPTS,
    backoff: { type: 'exponential', delay: Number(process.env.EMAIL_RETRY_DELAY_MS ?? 30_000) },
  },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'headers', type: 'json' },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text,
      replyTo: input.replyTo || undefined,
      headers: (input.headers as Record<string, string> | undefined) ?? undefined,
    })
    return { output: { sent: true } }
  },
}
