// GET /api/preview?path=/fr/magazine/… — the backoffice's ?preview=1 links arrive here (through the proxy): a
// signed-in editor gets draft mode, anyone else does not; both are sent on to the page.
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { safeRedirectPath } from '@/domain/safeRedirect'
import { editorFrom } from '@/server/platform/preview'
import { serverUrl } from '@/server/platform/serverUrl'

export async function GET(request: Request) {
  const url = new URL(request.url)
  // Only a path of this site: never an open redirect.
  const path = safeRedirectPath(url.searchParams.get('path'), '/')
  const mode = await draftMode()
  // Fails closed: when the editor cannot be checked, the page is shown as published, never as a draft.
  if (await editorFrom(request.headers).catch(() => null)) mode.enable()
  else mode.disable()
  // On the shop's public origin, never the request's: a forged Host header must not choose where it lands.
  const res = NextResponse.redirect(new URL(path, serverUrl()), 307)
  res.headers.set('Cache-Control', 'private, no-store')
  return res
}
