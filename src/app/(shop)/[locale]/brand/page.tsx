// /brand and /fr/brand — the house: editable text, plus the house's identity and boutique as JSON-LD.
import { editorialRoute } from '@/routes/editorialRoute'
import { getBoutique } from '@/server/stores'
import { organization, shoeStore } from '@/server/seo/structuredData'

const route = editorialRoute('brand', {
  jsonLd: async (locale) => [organization(), shoeStore(locale, await getBoutique(locale))],
})
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
