// Preloaded into a server by bench/live-cart.ts (with --expose-gc): SIGUSR2 runs a full garbage collection, so the
// bench reads memory that is held, not garbage waiting for the collector. Never loaded by `npm start`.
process.on('SIGUSR2', () => globalThis.gc?.())
