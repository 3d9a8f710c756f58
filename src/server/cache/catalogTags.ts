// Cache tags and public paths of the catalog, shared by the data modules (which tag their reads) and the
// collection hooks (which clear exactly these when staff edit). No Payload or Next imports: hooks load it anywhere.
import { inAllLocales } from './contentTags'

/** Every cached catalog read (types, categories, product pages, featured, hero, looks) carries this tag: clearing
 *  it (a type, a person or a press cutting saved) renders every catalog page again. */
export const CATALOG_TAG = 'products'
/** The reads that gather products of several types (the home's featured and hero, the looks, saved pairs): any
 *  product's edit clears them, and what keeps a process copy of products (checkout prices, the search index). */
export const PRODUCT_LISTS_TAG = 'product-lists'
/** One product's content, by handle. */
export const productTag = (handle: string) => `product:${handle}`
/** One type's colourways (its category page, the colour switcher of its product pages). */
export const categoryTag = (type: string) => `category:${type}`
/** The boutique read by the site chrome, the contact page and the try-on question. */
export const STORES_TAG = 'stores'

export interface RevalidateTargets {
  tags: string[]
  paths: string[]
}

const unique = (list: string[]) => [...new Set(list)]

/**
 * A product handle ('ankle-boots/red', or 'gloves') → its page, its category page and the home (featured, hero).
 * Only the reads that show this product are cleared (its own, its type's colourways, the lists), not the whole
 * catalog: a price edit then costs one product's reads, not every page of the shop rendered again on every instance.
 */
export function productTargets(handles: readonly (string | null | undefined)[]): RevalidateTargets {
  const paths = ['/']
  const tags = [PRODUCT_LISTS_TAG]
  for (const handle of handles) {
    if (!handle) continue
    const type = handle.split('/')[0]!
    paths.push(`/${handle}`, `/${type}`)
    tags.push(productTag(handle), categoryTag(type))
  }
  return { tags: unique(tags), paths: unique(paths).flatMap(inAllLocales) }
}

/** A type's name, blurb and size guide show on the home, its category page and every product page of the type. */
export function productTypeTargets(slugs: readonly (string | null | undefined)[]): RevalidateTargets {
  return {
    tags: [CATALOG_TAG],
    paths: unique(['/', ...slugs.filter(Boolean).map((s) => `/${s}`)]).flatMap(inAllLocales),
  }
}

/** Stores: the boutique in the chrome (every page's layout reads it per request) and on /contact. */
export function storeTargets(): RevalidateTargets {
  return { tags: [STORES_TAG], paths: inAllLocales('/contact') }
}
