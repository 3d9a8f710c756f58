// Renders an article's or page's Lexical body, with the editorial blocks mapped to our components.
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/domain/locale'
import { FigureBlock, ImagesBlock } from './blocks/Figures'
import type { Place } from '@/domain/articleBody'
import { Places } from './blocks/Places'
import { ProductCard } from './blocks/ProductCard'
import { PullQuote } from './blocks/PullQuote'
import styles from './editorial.module.css'

// Block fields as stored (relationships populated by the read's depth).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- block shapes are checked by the block configs
type Fields = any

export function RichText({
  data,
  locale,
  labels,
}: {
  data: unknown
  locale: Locale
  labels: { shop: string; openInMaps: string }
}) {
  if (!data || typeof data !== 'object') return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    blocks: {
      fullBleedImage: ({ node }: { node: { fields: Fields } }) => <FigureBlock {...node.fields} />,
      imagePair: ({ node }: { node: { fields: Fields } }) => <ImagesBlock {...node.fields} kind="pair" />,
      gallery: ({ node }: { node: { fields: Fields } }) => <ImagesBlock {...node.fields} kind="gallery" />,
      pullQuote: ({ node }: { node: { fields: Fields } }) => <PullQuote {...node.fields} />,
      productCard: ({ node }: { node: { fields: Fields } }) => (
        <ProductCard {...node.fields} locale={locale} cta={labels.shop} />
      ),
      placesMap: ({ node }: { node: { fields: { places?: Place[] } } }) => (
        <Places places={node.fields.places ?? []} openLabel={labels.openInMaps} />
      ),
    },
  })
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={converters}
      className={styles.prose}
      disableContainer={false}
    />
  )
}
