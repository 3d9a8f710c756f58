// POST /api/orders/find — "Find my order": mails the order's link when the email and number are one order's; the
// same answer, in the same time, when they are not
import { PRIVATE } from '@/server/accounts/http'
import { limitMail } from '@/server/accounts/guard'
import { findOrderSchemaFor, mailOrderLink } from '@/server/guestOrders/find'
import { messagesFor } from '@/server/http/copy'
import { endpoint } from '@/server/http/endpoint'
import { json } from '@/server/http/errors'
import { getPayload } from '@/server/platform/payload'

export const POST = endpoint({
  name: 'orders-find',
  budget: 'form',
  who: 'anyone',
  input: 'json',
  schema: findOrderSchemaFor,
  async handle({ data, locale }) {
    // Each address gets a handful of mails, whoever asks for them (the per-connection budget is 'form' above).
    await limitMail(locale, 'find-order', data.email)
    mailOrderLink(await getPayload(), locale, data)
    return json({ ok: true, message: messagesFor(locale).account.findOrder.done }, 202, PRIVATE)
  },
})
