// 404 page: a 7 s countdown then a redirect to /, and the logged line.
export const NOT_FOUND_REDIRECT_SECONDS = 7
export const notFoundLog = (path: string) => `Page Not Found: ${path}`
