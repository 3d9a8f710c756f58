// A path Next cannot route: it decodes a request path more than once on its way (router, then next-intl), so
// a path whose decoded form is itself badly percent-encoded (/%25, /fr/%25zz) or that does not decode at all
// (/%E0%A4%A) ends in a bare 500. The shop has no address that needs a literal "%", so both are a 400 here.
export function malformedPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]
  try {
    decodeURIComponent(decodeURIComponent(path))
    return false
  } catch {
    return true
  }
}
