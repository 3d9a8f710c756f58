// @vitest-environment happy-dom
// Our own backoffice screens keep their tab title in the admin's language: Next writes the view's static metadata
// title ('Payload — Maison Sabine') into the head after the screen named itself, and the screen names itself again.
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { TabTitle } from '@/admin/TabTitle.client'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('TabTitle', () => {
  it('names the tab, and names it again when the metadata title is written afterwards', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    document.head.innerHTML = '<title>Payload — Maison Sabine</title>'
    const root = createRoot(document.body.appendChild(document.createElement('div')))
    await act(async () => root.render(createElement(TabTitle, { title: 'Approvisionnement' })))
    expect(document.title).toBe('Approvisionnement — Maison Sabine')

    // A late metadata title, as Next streams it: a new <title> in the head, first in order.
    const late = document.createElement('title')
    late.textContent = 'Payload — Maison Sabine'
    document.head.prepend(late)
    await settle()
    expect(document.title).toBe('Approvisionnement — Maison Sabine')

    // Its text rewritten in place.
    document.querySelector('title')!.textContent = 'Payload — Maison Sabine'
    await settle()
    expect(document.title).toBe('Approvisionnement — Maison Sabine')
    await act(async () => root.unmount())
  })
})
