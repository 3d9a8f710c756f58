// The payments port: one interface, Stripe in production, the built-in test checkout as the zero-setup default.
export interface SessionLine {
  sku: string
  title: string
  unitPrice: number
  quantity: number
}

export interface CreateSessionInput {
  orderId: number
  orderNumber: string
  email: string
  lines: SessionLine[]
  /** Shipping charged on top of the lines (cents) and the country it was priced for. */
  shipping: { amount: number; country: string }
  successUrl: string
  /** Where the provider's cancel link leads: our give-up endpoint, which releases the hold and moves on. */
  cancelUrl: string
  expiresAt: Date
  locale: 'en' | 'fr'
  /** Same key → same session: a retried request can never open a second one. */
  idempotencyKey: string
}

export interface PaymentSession {
  id: string
  url: string
  /** When the provider closes the session, if later than the expiresAt asked for. */
  expiresAt?: Date
}

export interface RefundInput {
  /** The paid checkout session of the order: the refund goes back to the payment it took. */
  sessionId: string
  /** Cents, the returned lines only. */
  amount: number
  /** One per return: asked twice, the provider refunds once. */
  idempotencyKey: string
}

export interface PaymentProvider {
  name: 'stripe' | 'test'
  createSession(input: CreateSessionInput): Promise<PaymentSession>
  /** Closes an open session so it can no longer be paid: true when it is closed unpaid, false when it was paid. */
  expireSession(sessionId: string): Promise<boolean>
  /** Refunds part or all of a paid session to the original payment method; the provider's refund id. */
  refund(input: RefundInput): Promise<{ id: string }>
}
