// Shopper-form schemas and copy (contact, booking, newsletter, stock interest): the one module to import.
export * from './formCopy'
export {
  CONTACT_MESSAGE_MAX,
  CONTACT_REASONS,
  type Contact,
  type ContactInput,
  type ContactReason,
  contactSchema,
  createContactSchema,
} from './contact'
export { type Booking, type BookingInput, type BookingOptions, bookingSchema, createBookingSchema } from './booking'
export { type NewsletterInput, type NewsletterSignup, createNewsletterSchema, newsletterSchema } from './newsletter'
export {
  STOCK_INTEREST_KINDS,
  type StockInterest,
  type StockInterestInput,
  type StockInterestKind,
  createStockInterestSchema,
  stockInterestSchema,
} from './stockInterest'
export { isBot } from './fields'
export { isCalendarDate, isClockTime, parisToday } from './dates'
export { type FieldIssue, firstErrorByField, formatZodIssues } from './issues'
