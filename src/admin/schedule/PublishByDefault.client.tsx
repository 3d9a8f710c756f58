'use client'
// The schedule drawer opens on "Publish" for a document that was never published. Payload chooses "Unpublish"
// whenever it counts no version newer than the published one, which is also the case of a draft never published:
// an editor scheduling a new article's publication scheduled its unpublication unless they noticed. When the
// drawer opens on such a document, its "Publish" choice is selected (the same click an editor would make).
import { useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

export function PublishByDefault() {
  const { id, hasPublishedDoc } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const open = id != null && isModalOpen(`schedule-publish-${id}`)
  useEffect(() => {
    if (!open || hasPublishedDoc) return
    const frame = window.requestAnimationFrame(() => {
      const publish = document.getElementById(`field-schedule-publish-${id}-type-publish`)
      if (publish instanceof HTMLInputElement && !publish.checked) publish.click()
    })
    return () => window.cancelAnimationFrame(frame)
  }, [open, hasPublishedDoc, id])
  return null
}
