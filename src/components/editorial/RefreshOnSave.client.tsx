'use client'
// Live preview inside the backoffice: tells the admin the page is ready, then re-renders the server page each
// time the editor saves (Payload posts 'payload-document-event' to the iframe). Same protocol as
// @payloadcms/live-preview-react's RefreshRouteOnSave, which is not installed here.
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

export function RefreshOnSave({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  useEffect(() => {
    const origin = serverUrl || window.location.origin
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== origin) return
      if (e.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverUrl])
  return null
}
