// The frame every glyph of the house's icon set is drawn in: a 24-unit grid, a thin round stroke in the text's own
// colour (currentColor), fixed width and height attributes so an icon never moves the text around it as the page
// loads. No hooks and no 'use client': an icon renders in server HTML and costs the browser no script.
import type { ReactNode } from 'react'

export interface IconProps {
  /** Width and height in CSS pixels; the drawing scales from its 24-unit grid. */
  size?: number
  className?: string
  /**
   * An icon sits beside a visible label and is hidden from assistive technology. Give a label only to an icon that
   * stands alone and means something: it is then an image named by that text.
   */
  label?: string
}

/** The grid's stroke: thin, as the house's hairlines, still a full pixel at 18 px. */
const STROKE = 1.25

export function Svg({ size = 16, className, label, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  )
}
