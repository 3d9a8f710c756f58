// /return-policy and /fr/return-policy — an editorial page edited in the backoffice (pages collection, slug 'return-policy').
import { editorialRoute } from '@/routes/editorialRoute'

const route = editorialRoute('return-policy')
export const generateMetadata = route.generateMetadata
export default route.EditorialPage
