'use client'
// Polls for the latest build id and reloads the page once a new build is live.
import { useEffect } from 'react'
import { BUILD_POLL_MS, reloadKey, shouldReload } from '@/domain/buildUpdate'
import { requestJson } from '@/lib/http'

export function BuildWatcher({ buildId }: { buildId: string }) {
  useEffect(() => {
    const check = async () => {
      try {
        const { buildId: latest } = await requestJson<{ buildId?: string }>('/api/build-id', { cache: 'no-store' })
        const key = reloadKey(window.location.pathname)
        const last = Number(sessionStorage.getItem(key)) || null
        if (!shouldReload(buildId, latest ?? null, last, Date.now())) return
        sessionStorage.setItem(key, String(Date.now()))
        window.location.reload()
      } catch {
        // Offline or mid-deploy: the next poll will tell.
      }
    }
    const timer = setInterval(check, BUILD_POLL_MS)
    const onVisible = () => document.visibilityState === 'visible' && check()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [buildId])
  return null
}
