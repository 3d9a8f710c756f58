import { describe, expect, it } from 'vitest'
import { nextFulfilmentStatus, normalizeTracking, sendsFulfilmentEmail, trackingUrl } from '@/domain/fulfilment'
import { fulfilSchema } from '@/domain/schemas/fulfil'
import { ordersCsv, parisDayBounds, vatIncluded } from '@/domain/orderExport'

describe('fulfilment rules', () => {
  it('moves paid → preparing → shipped → delivered, then nothing', () => {
    expect(['paid', 'preparing', 'shipped', 'delivered', 'pending', 'refunded'].map(nextFulfilmentStatus)).toEqual([
      'preparing',
      'shipped',
      'delivered',
      null,
      null,
      null,
    ])
  })
  it('emails the shopper on entering preparing, shipped or delivered only', () => {
    expect(sendsFulfilmentEmail('paid', 'preparing')).toBe(true)
    expect(sendsFulfilmentEmail('shipped', 'shipped')).toBe(false)
    expect(sendsFulfilmentEmail('pending', 'paid')).toBe(false)
  })
  it('builds the carrier’s tracking link, and none without carrier or number', () => {
    expect(trackingUrl('colissimo', '6A12345678901')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    )
    expect(trackingUrl('pigeon', '6A12345678901')).toBeNull()
    expect(trackingUrl('ups', '')).toBeNull()
  })
  it('reads a tracking number as typed (spaces, lower case) and refuses junk', () => {
    expect(normalizeTracking(' 6a 1234 5678 901 ')).toBe('6A12345678901')
    expect(
      fulfilSchema.safeParse({ id: 1, from: 'preparing', carrier: 'dhl', trackingNumber: '12 34 56' }).data,
    ).toMatchObject({ trackingNumber: '123456' })
    expect(fulfilSchema.safeParse({ id: 1, from: 'preparing', trackingNumber: '<script>' }).success).toBe(false)
  })
})

describe('orders export', () => {
  it('computes the VAT inside a VAT-included amount at 20 %', () => {
    expect(vatIncluded(30500)).toBe(5083)
    expect(vatIncluded(120)).toBe(20)
  })
  it('bounds Paris days in UTC across summer and winter time', () => {
    expect(parisDayBounds('2026-07-01', '2026-07-01')).toEqual({
      from: new Date('2026-06-30T22:00:00Z'),
      to: new Date('2026-07-01T22:00:00Z'),
    })
    expect(parisDayBounds('2026-11-24').from).toEqual(new Date('2026-11-23T23:00:00Z'))
  })
  it('writes formula-safe cells', () => {
    const csv = ordersCsv([
      { number: 'MS-1', createdAt: '2026-11-24T10:00:00Z', status: 'paid', email: '@x', subtotal: 100, total: 100 },
    ])
    expect(csv.split('\r\n')[1]).toBe("MS-1,2026-11-24,paid,'@x,,,1.00,0.00,1.00,0.17,EUR,")
  })
})
