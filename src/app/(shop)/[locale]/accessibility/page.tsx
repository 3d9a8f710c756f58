// /accessibility and /fr/accessibility — an editorial page edited in the backoffice (pages collection, slug 'accessibility').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('accessibility')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
