// /comfort and /fr/comfort — an editorial page edited in the backoffice (pages collection, slug 'comfort').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('comfort')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
