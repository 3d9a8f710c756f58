export const NOT_FOUND_REDIRECT_SECONDS = 7
export const notFoundLog = (path: string) => `Page Not Found: ${path}`
