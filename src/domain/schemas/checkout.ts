// Checkout schemas and messages: the one module pages, the panel and the route import.
export {
  type CheckoutLabels,
  type CheckoutMessages,
  defaultCheckoutLabels,
  defaultCheckoutMessages,
  fillLabel,
} from './messages'
export { defaultCheckoutLabels as defaultLabels } from './messages'
export { type CheckoutInfo, type CheckoutInfoInput, checkoutInfoSchema, createCheckoutInfoSchema } from './checkoutInfo'
export {
  type CheckoutSessionRequest,
  type CheckoutSessionRequestInput,
  type CheckoutUrls,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  checkoutInfoToRequest,
  checkoutSessionRequestSchema,
  createCheckoutSessionRequestSchema,
} from './checkoutRequest'
export { FALLBACK_CHECKOUT_ERROR, NO_URL_ERROR, checkoutErrorMessage } from './checkoutErrors'
export { type FieldIssue, firstErrorByField, formatZodIssues } from './issues'
