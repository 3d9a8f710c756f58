// Self-hosted fonts (SIL Open Font License): Cormorant Garamond for display, Jost for text.
import localFont from 'next/font/local'

const display = localFont({
  src: [
    { path: '../../../fonts/cormorant-garamond-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../fonts/cormorant-garamond-latin-400-italic.woff2', weight: '400', style: 'italic' },
    { path: '../../../fonts/cormorant-garamond-latin-500-normal.woff2', weight: '500', style: 'normal' },
  ],
  variable: '--font-display',
  display: 'swap',
})

const text = localFont({
  src: [{ path: '../../../fonts/jost-latin-wght-normal.woff2', weight: '300 600', style: 'normal' }],
  variable: '--font-text',
  display: 'swap',
})

export const fontVariables = `${display.variable} ${text.variable}`
