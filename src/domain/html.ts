// The one HTML (and XML/SVG) escaper, for markup built as a string: the emails' HTML, the seed's SVG imagery.
// React escapes what it renders; this is for the places that write markup by hand. Escapes the five characters
// that can end a text node or an attribute value (both quote kinds, so either quoting of an attribute is safe).
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
