// Payload email adapter: SMTP through nodemailer when SMTP_URL is set, else every message lands in the `outbox`
// collection. Read per send, so a server (or a test) picks up SMTP_URL without rebuilding the config.
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { log } from '../platform/log'
import { isAuthMail, writeAuthMail } from './authMail'

const DEFAULT_FROM = 'Maison Sabine <contact@maison-sabine.example>'

export function parseFrom(value = process.env.EMAIL_FROM || DEFAULT_FROM) {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  return m ? { name: m[1] || 'Maison Sabine', address: m[2] } : { name: 'Maison Sabine', address: value.trim() }
}

const transports = new Map<string, Transporter>()
function smtp(url: string) {
  let t = transports.get(url)
  if (!t) transports.set(url, (t = nodemailer.createTransport(url)))
  return t
}

const list = (v: SendEmailOptions['to']) =>
  (Array.isArray(v) ? v : v ? [v] : []).map((a) => (typeof a === 'string' ? a : a.address)).join(', ')

export const emailAdapter: EmailAdapter = ({ payload }) => {
  const from = parseFrom()
  return {
    name: 'maison-email',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const url = process.env.SMTP_URL
      const sender = message.from ?? `${from.name} <${from.address}>`
      if (url) return smtp(url).sendMail({ ...message, from: sender })
      if (isAuthMail(message)) {
        // A reset link in the staff-readable outbox would hand any account to whoever reads it.
        const file = writeAuthMail(
          list(message.to),
          String(message.subject ?? ''),
          String(message.html ?? message.text ?? ''),
        )
        log.info('auth email kept out of the outbox (no SMTP_URL); only the server operator can read it', { file })
        return { file }
      }
      // No mail server: keep the message where staff can read it (/app/collections/outbox, /app/email-test).
      return payload.create({
        collection: 'outbox',
        data: {
          to: list(message.to),
          from: typeof sender === 'string' ? sender : sender.address,
          replyTo: list(message.replyTo as SendEmailOptions['to']) || undefined,
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : undefined,
          html: typeof message.html === 'string' ? message.html : undefined,
          headers: (message.headers as Record<string, string> | undefined) ?? undefined,
        },
        overrideAccess: true,
      })
    },
  }
}
