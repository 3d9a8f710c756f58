// The catalog as a pre-order campaign's link is checked against on save (the collection's validation and the admin's
// pickers). It reads through the request's own Payload, so the collection config can import it without importing
// the config back (src/server/platform/payload.ts does).
import type { PayloadRequest } from 'payload'
import type { CatalogIndex } from '@/domain/preorderLink'

// The catalog as the campaigns see it: type slugs and names, each product's type, colour and page handle. Read
// fresh (a campaign is checked against the catalog as it is at save time), as the caller, inside its request.
export interface CampaignCatalog extends CatalogIndex {
  typeNames: Record<string, string>
  colourNames: Record<string, string>
}

export async function campaignCatalog(req: PayloadRequest): Promise<CampaignCatalog> {
  // Names in the locale the request is in. No `locale` is passed: a Local API call given `req` and a locale writes
  // that locale onto the shared request, and the fields of a campaign being saved in French, checked at the same
  // moment, were then written in English. The fallback it resets is put back after the reads.
  const common = { req, depth: 0, pagination: false, overrideAccess: false, user: req.user } as const
  const savedFallback = req.fallbackLocale
  const [types, products] = await Promise.all([
    req.payload.find({ ...common, collection: 'product-types', sort: 'order', select: { slug: true, name: true } }),
    req.payload.find({
      ...common,
      collection: 'products',
      select: { productType: true, color: true, colorName: true, handle: true },
    }),
  ]).finally(() => {
    req.fallbackLocale = savedFallback
  })
  const slugById = new Map(types.docs.map((t) => [String(t.id), t.slug]))
  const rows = products.docs.flatMap((p) => {
    const ref = p.productType as unknown
    const type = slugById.get(String(typeof ref === 'object' && ref ? (ref as { id: unknown }).id : ref))
    return type ? [{ type, color: p.color, handle: p.handle ?? '', name: p.colorName }] : []
  })
  return {
    types: types.docs.map((t) => t.slug),
    typeNames: Object.fromEntries(types.docs.map((t) => [t.slug, t.name || t.slug])),
    products: rows.map(({ type, color, handle }) => ({ type, color, handle })),
    colourNames: Object.fromEntries(rows.map((r) => [`${r.type}/${r.color}`, r.name || r.color])),
  }
}
