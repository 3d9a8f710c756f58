// Shopper-form schemas and copy (contact, booking, newsletter, stock interest): the one module to import.
export { CONTACT_REASONS, type Contact, createContactSchema } from './contact'
export { type Booking, createBookingSchema } from './booking'
export { createNewsletterSchema } from './newsletter'
export {
  STOCK_INTEREST_KINDS,
  type StockInterest,
  type StockInterestKind,
  createStockInterestSchema,
} from './stockInterest'
export { isBot } from './fields'
