// The early-tap keeper (./earlyTapsScript.ts), first in the page's <body>: it must listen before any control is drawn.
import { EARLY_TAPS_SCRIPT } from './earlyTapsScript'

export function EarlyTaps() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
}
