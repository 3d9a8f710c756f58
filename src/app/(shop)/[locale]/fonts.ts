// Self-hosted fonts (SIL Open Font License): Cormorant Garamond for display, Jost for text.
import localFont from 'next/font/local'

// One display family in two calls, so that only what the first screen shows is preloaded: the regular face (with
// the text face). The italic and 500 faces join the same family by name ('display', a literal: next/font reads the
// options at build time) and load only when a page's CSS asks for them.

const display = localFont({
  src: [{ path: '../../../fonts/cormorant-garamond-latin-400-normal.woff2', weight: '400', style: 'normal' }],
  variable: '--font-display',
  display: 'swap',
  declarations: [{ prop: 'font-family', value: 'display' }],
})

const displayFaces = localFont({
  src: [
    { path: '../../../fonts/cormorant-garamond-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../../fonts/cormorant-garamond-latin-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  // Its own variable, unused: the class keeps the faces' CSS on every page; `--font-display` names the family.
  variable: '--font-display-faces',
  display: 'swap',
  preload: false,
  // The regular call already defines the family's metric-matched fallback.
  adjustFontFallback: false,
  declarations: [{ prop: 'font-family', value: 'display' }],
})

const text = localFont({
  src: [{ path: '../../../fonts/jost-latin-wght-normal.woff2', weight: '300 600', style: 'normal' }],
  variable: '--font-text',
  display: 'swap',
})

export const fontVariables = `${display.variable} ${displayFaces.variable} ${text.variable}`
