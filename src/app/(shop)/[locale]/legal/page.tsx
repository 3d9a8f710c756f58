// /legal and /fr/legal — an editorial page edited in the backoffice (pages collection, slug 'legal').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('legal')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
