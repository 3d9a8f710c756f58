import type { Access } from 'payload'

/** Only trusted server code (overrideAccess) may do this. */
export const nobody: Access = () => false
