// The house look of the emails: ivory paper, black ink, a warm grey for small print (5.1:1 on the paper, above
// the 4.5:1 WCAG asks of body text), serif wordmark and headings, sans-serif reading text. Inline styles only:
// mail clients drop stylesheets, except the one media query that stacks columns on phones (see Layout.tsx).
export const INK = '#111111'
export const PAPER = '#f6f2ea'
export const SHEET = '#fffdf8'
export const MUTED = '#6b6459'
export const RULE = '#d9d2c5'
export const SERIF = "Georgia, 'Times New Roman', serif"
export const SANS = 'Helvetica, Arial, sans-serif'

/** Phones: the columns marked `ms-stack` take the full width, one under the other; an order line keeps its photo
 *  beside its words and moves its price under them (`ms-wide` hides, `ms-phone` shows). */
export const STACK_CSS = `@media only screen and (max-width: 480px) {
  .ms-sheet { padding: 28px 20px !important; }
  .ms-stack { display: block !important; width: 100% !important; max-width: 100% !important; padding-left: 0 !important; text-align: left !important; }
  .ms-wide { display: none !important; }
  .ms-phone { display: block !important; }
}`
