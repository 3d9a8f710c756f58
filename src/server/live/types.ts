// The live bus port: a committed change is announced on a topic, and every process's subscribers of that topic
// hear it. Adapters: Postgres LISTEN/NOTIFY (./pgBus.ts, several instances on one database) and an in-process
// emitter (./memoryBus.ts, the SQLite default: one instance).
import type { PayloadRequest } from 'payload'

export interface LiveEvent {
  /** e.g. `cart:42` (see cartTopic in src/domain/live.ts). */
  topic: string
  /** 'change' for a committed write; 'resync' when the bus may have missed events (a reconnect) — reload anyway. */
  kind: 'change' | 'resync'
  /** When the write was announced (ms since epoch, writer's clock): the bench measures latency from it. */
  at: number
}

export type LiveListener = (event: LiveEvent) => void

export interface LiveBus {
  readonly kind: 'postgres' | 'memory'
  /** Hears every event of `topic` from now on; returns the unsubscribe. */
  subscribe(topic: string, listener: LiveListener): () => void
  /**
   * Called INSIDE req's write transaction. Postgres queues a NOTIFY on that transaction's connection: the database
   * delivers it at COMMIT and drops it on ROLLBACK. The memory bus does nothing here (see committed).
   */
  announceIn(req: PayloadRequest, topic: string): Promise<void>
  /** Called once the transaction has committed: the memory bus delivers here (nothing on rollback). */
  committed(topics: string[]): void
  /** Number of topics with at least one subscriber in this process (the bench and tests read it). */
  topicCount(): number
  close(): Promise<void>
}

export const encodeEvent = (e: LiveEvent) => JSON.stringify({ t: e.topic, k: e.kind, at: e.at })

export function decodeEvent(text: string): LiveEvent | null {
  try {
    const v = JSON.parse(text) as { t?: unknown; k?: unknown; at?: unknown }
    if (typeof v.t !== 'string' || typeof v.at !== 'number') return null
    return { topic: v.t, kind: v.k === 'resync' ? 'resync' : 'change', at: v.at }
  } catch {
    return null
  }
}
