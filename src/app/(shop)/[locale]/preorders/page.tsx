// /preorders and /fr/preorders — an editorial page edited in the backoffice (pages collection, slug 'preorders').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('preorders')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
