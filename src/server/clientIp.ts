// The caller's address as the reverse proxy reports it (first X-Forwarded-For hop), for rate limiting.
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'local'
}
