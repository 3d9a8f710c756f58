// /privacy and /fr/privacy — an editorial page edited in the backoffice (pages collection, slug 'privacy').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('privacy')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
