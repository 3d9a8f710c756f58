// Checkout schemas and messages: the one module pages, the panel and the route import.
export { type CheckoutLabels, type CheckoutMessages } from './messages'
export { type CheckoutInfo, createCheckoutInfoSchema } from './checkoutInfo'
export { checkoutInfoToRequest, createCheckoutSessionRequestSchema } from './checkoutRequest'
export { checkoutErrorMessage } from './checkoutErrors'
export { formatZodIssues } from './issues'
