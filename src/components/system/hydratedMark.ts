/** The performance mark HydratedMark sets when the page has hydrated: the page's TTI (./WebVitals.client.tsx). */
export const HYDRATED_MARK = 'maison:hydrated'
