'use client'
// view_item_list once a category page is shown, from the cards the cached page already holds.
import { useEffect } from 'react'
import { type AnalyticsItem, trackViewItemList } from '@/lib/analytics'

export function ListViewed({ list, items }: { list: { id: string; name: string }; items: AnalyticsItem[] }) {
  useEffect(() => {
    trackViewItemList(list, items)
    // Once per page: the list is the page's own props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
