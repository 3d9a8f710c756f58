// Seed body blocks (seed/content/types.ts) → Lexical JSON as stored by Payload's rich-text field, including the
// editorial blocks (src/blocks/config.ts). Images and products are resolved to ids by the caller's functions;
// a block whose image or product cannot be resolved is dropped (e.g. SEED_IMAGES=none, or an unknown product).
import type { Block } from './content/types'

type Node = Record<string, unknown>
export interface Resolvers {
  image: (key: string) => Promise<number | undefined>
  product: (handle: string) => Promise<number | undefined>
}

const text = (t: string): Node => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const paragraph = (t: string) => element('paragraph', [text(t)], { textFormat: 0, textStyle: '' })

let blockSeq = 0
// Block ids only need to be unique inside a document; a counter keeps the seed deterministic.
const block = (fields: Node): Node => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `seed${(++blockSeq).toString(16).padStart(8, '0')}`, blockName: '', ...fields },
})

async function images(keys: readonly string[], r: Resolvers) {
  const ids: number[] = []
  // One at a time: a missing image is rendered and uploaded, and SQLite has a single writer.
  for (const k of keys) {
    const id = await r.image(k)
    if (id !== undefined) ids.push(id)
  }
  return ids
}

async function convert(b: Block, r: Resolvers): Promise<Node | null> {
  switch (b.type) {
    case 'h2':
    case 'h3':
      return element('heading', [text(b.text)], { tag: b.type })
    case 'p':
      return paragraph(b.text)
    case 'list':
      return element(
        'list',
        b.items.map((t, i) => element('listitem', [text(t)], { value: i + 1 })),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
    case 'quote':
      return block({ blockType: 'pullQuote', quote: b.text, cite: b.cite ?? '' })
    case 'image': {
      const [id] = await images([b.image], r)
      return id
        ? block({ blockType: 'fullBleedImage', image: id, caption: b.caption ?? '', fullBleed: b.fullBleed ?? false })
        : null
    }
    case 'imagePair': {
      const ids = await images(b.images, r)
      return ids.length === 2 ? block({ blockType: 'imagePair', images: ids, caption: b.caption ?? '' }) : null
    }
    case 'gallery': {
      const ids = await images(b.images, r)
      return ids.length >= 2 ? block({ blockType: 'gallery', images: ids, caption: b.caption ?? '' }) : null
    }
    case 'product': {
      const id = await r.product(b.product)
      return id ? block({ blockType: 'productCard', product: id, note: b.note ?? '' }) : null
    }
    case 'places':
      return block({
        blockType: 'placesMap',
        places: b.places.map((p, i) => ({ id: `place${i}`, ...p, note: p.note ?? '' })),
      })
  }
}

export async function toLexical(blocks: readonly Block[], r: Resolvers) {
  const children: Node[] = []
  // Sequential: image resolution writes media documents, and SQLite has a single writer.
  for (const b of blocks) {
    const node = await convert(b, r)
    if (node) children.push(node)
  }
  return { root: { type: 'root', children, direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 } }
}
