// The one placeholder filler of the shop's copy, browser and server, storefront and backoffice: 'Only {n} left' +
// { n: 2 } → 'Only 2 left'. Messages that need plurals or selects go through next-intl (storefront) or
// domain/icu.ts (client islands); this is for the plain '{name}' templates of the schemas, emails and backoffice.
//
// A name the values do not give stays as written ('{n}'), never an empty string: a forgotten value then shows up
// in a test or a screenshot as '{n}', where an empty string reads as a plausible sentence ('Only  left') and hides
// the mistake. Every occurrence of a name is filled; a value may be a number; values are not escaped (HTML
// callers escape the result with escapeHtml).
export type FillValues = Readonly<Record<string, string | number>>

export const fill = (template: string, values: FillValues) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
