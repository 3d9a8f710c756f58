// Re-mounted on every navigation (unlike the layout): the hook point of the out-in page transition.
import type { ReactNode } from 'react'
import { PageTransition } from '@/components/transitions/PageTransition.client'
import { transitionCss } from '@/components/transitions/transitionCss'

export default function Template({ children }: { children: ReactNode }) {
  return (
    <>
      <style href="page-transition" precedence="default">
        {transitionCss}
      </style>
      <PageTransition>{children}</PageTransition>
    </>
  )
}
