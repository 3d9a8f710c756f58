// /brand and /fr/brand — the house: editable text, plus the house's identity and boutique as JSON-LD.
import { editorialRoute } from '@/components/editorial/editorialRoute'
import { organization, shoeStore } from '@/server/structuredData'

const route = editorialRoute('brand', { jsonLd: (locale) => [organization(), shoeStore(locale)] })
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
