// The SQLite default: an in-process emitter. SQLite serves one instance, so every subscriber lives in this process;
// events are delivered only after the write transaction committed (committed() is called after COMMIT returns).
import { Fanout } from './fanout'
import type { LiveBus } from './types'

export function createMemoryBus(): LiveBus {
  const fanout = new Fanout()
  return {
    kind: 'memory',
    subscribe: (topic, listener) => fanout.subscribe(topic, listener),
    announceIn: async () => undefined,
    committed(topics) {
      const at = Date.now()
      for (const topic of new Set(topics)) fanout.emit({ topic, kind: 'change', at })
    },
    topicCount: () => fanout.size,
    close: async () => undefined,
  }
}
