// /terms and /fr/terms — an editorial page edited in the backoffice (pages collection, slug 'terms').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('terms')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
