// The rich-text editor of articles and pages: Lexical's defaults plus the editorial blocks.
import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { EDITORIAL_BLOCKS } from './config'

export const editorialEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: EDITORIAL_BLOCKS })],
})
