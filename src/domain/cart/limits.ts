// The bounds of one cart, without the schema that enforces them at the API: the browser's merge reads them, and
// importing them from the schema module would ship zod to every page.
export const CART_MAX_LINES = 50
export const CART_MAX_QUANTITY = 99
