// The success page's wait for the payment event: ask for the order every `intervalMs`, stop as soon as it is
// settled, or give up after `max` tries. Pure scheduling (timers injected), so the count is testable.
import { type OrderSummary, isSettled } from '@/domain/payments'

export interface PollOptions {
  fetchOrder: () => Promise<OrderSummary | null>
  onOrder: (order: OrderSummary) => void
  onGiveUp: () => void
  max: number
  intervalMs: number
  timers?: { setInterval: typeof setInterval; clearInterval: typeof clearInterval }
}

/** Starts polling; returns a stop function (call it on unmount). */
export function pollOrder({ fetchOrder, onOrder, onGiveUp, max, intervalMs, timers = globalThis }: PollOptions) {
  let tries = 0
  let stopped = false
  const stop = () => {
    stopped = true
    timers.clearInterval(timer)
  }
  const timer = timers.setInterval(async () => {
    if (stopped) return
    tries += 1
    if (tries > max) {
      stop()
      onGiveUp()
      return
    }
    // A failed read is one try spent: the next tick asks again, and `max` bounds the wait.
    const order = await fetchOrder().catch(() => null)
    if (stopped || !order) return
    onOrder(order)
    if (isSettled(order.status)) stop()
  }, intervalMs)
  return stop
}
