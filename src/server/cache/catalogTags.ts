// Cache tags and public paths of the catalog, shared by the data modules (which tag their reads) and the
// collection hooks (which clear exactly these when staff edit). No Payload or Next imports: hooks load it anywhere.
import { inAllLocales } from './contentTags'

/** Every cached catalog read (types, categories, product pages, featured, hero, looks) carries this tag. */
export const CATALOG_TAG = 'products'
/** The boutique read by the site chrome, the contact page and the try-on question. */
export const STORES_TAG = 'stores'

export interface RevalidateTargets {
  tags: string[]
  paths: string[]
}

const unique = (list: string[]) => [...new Set(list)]

/** A product handle ('ankle-boots/red', or 'gloves') → its page, its category page and the home (featured, hero). */
export function productTargets(handles: readonly (string | null | undefined)[]): RevalidateTargets {
  const paths = ['/']
  for (const handle of handles) {
    if (!handle) continue
    paths.push(`/${handle}`, `/${handle.split('/')[0]}`)
  }
  return { tags: [CATALOG_TAG], paths: unique(paths).flatMap(inAllLocales) }
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
