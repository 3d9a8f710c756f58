// /fabrication and /fr/fabrication — an editorial page edited in the backoffice (pages collection, slug 'fabrication').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('fabrication')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
