// The one zod every schema of the shop is built with. Validators are interpreted, never compiled with
// `new Function()`: the shop's Content-Security-Policy forbids eval in the browser, and without this zod would
// probe for it (a policy violation in every visitor's console) before falling back.
import { z } from 'zod'

z.config({ jitless: true })

export { z }
