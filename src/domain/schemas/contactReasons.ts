// The contact form's reasons, apart from its schema: the form draws its options without loading the validator.
export const CONTACT_REASONS = ['general', 'order', 'product', 'support', 'wholesale', 'press', 'other'] as const
