// The success page's polling: stops at the first settled answer, or gives up after the maximum number of tries
// even while every answer is a (new) pending order — the bug was a count restarted by each answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pollOrder } from '@/components/checkout/pollOrder'
import type { OrderSummary } from '@/domain/payments'

const order = (status: OrderSummary['status']): OrderSummary => ({
  number: 'MS-2611-00001',
  status,
  email: 'c***@x.fr',
  lines: [],
  total: 100,
  currency: 'EUR',
})

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('pollOrder', () => {
  it('gives up after the maximum number of tries while the order stays pending', async () => {
    const fetchOrder = vi.fn(async () => order('pending'))
    const onOrder = vi.fn()
    const onGiveUp = vi.fn()
    pollOrder({ fetchOrder, onOrder, onGiveUp, max: 5, intervalMs: 1000 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchOrder).toHaveBeenCalledTimes(5)
    expect(onOrder).toHaveBeenCalledTimes(5)
    expect(onGiveUp).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops at the first settled answer without giving up', async () => {
    const answers: (OrderSummary | null)[] = [null, order('pending'), order('paid')]
    let call = 0
    const fetchOrder = vi.fn(async () =>
      call < answers.length ? (answers[call++] as OrderSummary | null) : order('paid'),
    )
    const onOrder = vi.fn()
    const onGiveUp = vi.fn()
    pollOrder({ fetchOrder, onOrder, onGiveUp, max: 20, intervalMs: 1000 })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(fetchOrder).toHaveBeenCalledTimes(3)
    expect(onOrder.mock.calls.map(([o]) => o.status)).toEqual(['pending', 'paid'])
    expect(onGiveUp).not.toHaveBeenCalled()
  })

  it('a failed request counts as a try; stop() ends it with no further call', async () => {
    const fetchOrder = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const onGiveUp = vi.fn()
    const stop = pollOrder({ fetchOrder, onOrder: vi.fn(), onGiveUp, max: 3, intervalMs: 1000 })
    await vi.advanceTimersByTimeAsync(2000)
    stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchOrder).toHaveBeenCalledTimes(2)
    expect(onGiveUp).not.toHaveBeenCalled()
  })
})
