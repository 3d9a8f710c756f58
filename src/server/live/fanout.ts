// In-process fan-out shared by both adapters: one set of listeners per topic. A listener that throws is logged and
// never stops the others (one broken SSE stream must not starve the rest).
import { log } from '@/server/platform/log'
import type { LiveEvent, LiveListener } from './types'

export class Fanout {
  private readonly topics = new Map<string, Set<LiveListener>>()

  subscribe(topic: string, listener: LiveListener): () => void {
    let set = this.topics.get(topic)
    if (!set) this.topics.set(topic, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.topics.get(topic) === set) this.topics.delete(topic)
    }
  }

  emit(event: LiveEvent) {
    for (const listener of [...(this.topics.get(event.topic) ?? [])]) {
      try {
        listener(event)
      } catch (err) {
        log.error('live listener failed', { topic: event.topic, err: String(err) })
      }
    }
  }

  /** Tells every subscribed topic to reload: used after a gap in which events may have been lost. */
  resyncAll(at = Date.now()) {
    for (const topic of [...this.topics.keys()]) this.emit({ topic, kind: 'resync', at })
  }

  get size() {
    return this.topics.size
  }
}
