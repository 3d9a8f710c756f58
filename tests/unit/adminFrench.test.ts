// The backoffice's own buttons and views follow the admin language: French staff read French, English staff English.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ExportCsvLink } from '@/admin/ExportCsvLink'
import { listStrings } from '@/admin/listStrings'
import { preorderStrings } from '@/collections/PreorderCampaigns/strings'

vi.mock('next/navigation', () => ({ redirect: () => {} }))
const { VisitViews } = await import('@/admin/VisitViews')

const html = (el: Parameters<typeof createElement>[0], props: object) =>
  renderToStaticMarkup(createElement(el as never, props as never))

describe('French admin', () => {
  it('the visits views and the newsletter export speak French to French staff', () => {
    const fr = { i18n: { language: 'fr' }, searchParams: { view: 'x' } }
    expect(html(VisitViews, fr)).toContain('À venir, par jour')
    expect(html(VisitViews, fr)).not.toContain('Upcoming')
    expect(html(ExportCsvLink, fr)).toContain('Tout exporter (CSV)')
    expect(html(ExportCsvLink, fr)).not.toContain('Export all')
  })

  it('and English to English staff', () => {
    const en = { i18n: { language: 'en' }, searchParams: { view: 'x' } }
    expect(html(VisitViews, en)).toContain('Upcoming, by day')
    expect(html(ExportCsvLink, en)).toContain('Export all (CSV)')
  })

  it('every French string is set, and differs from the English where a word needs translating', () => {
    for (const strings of [listStrings, preorderStrings]) {
      const en = strings('en') as Record<string, unknown>
      const fr = strings('fr') as Record<string, unknown>
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort())
      const same = Object.keys(en).filter((k) => typeof en[k] === 'string' && en[k] === fr[k])
      // Words spelt alike in both languages.
      expect(same.filter((k) => !['date'].includes(k))).toEqual([])
    }
  })
})
