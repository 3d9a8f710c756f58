import { describe, expect, it } from 'vitest'
import { nextFulfilmentStatus, normalizeTracking, sendsFulfilmentEmail, trackingUrl } from '@/domain/fulfilment'
import { fulfilSchema } from '@/domain/schemas/fulfil'
import {
  EXPORT_COLUMNS,
  type ExportCopy,
  euroCell,
  exportPeriod,
  ordersCsv,
  parisDateTime,
  parisDayBounds,
} from '@/domain/orderExport'

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
  it('bounds Paris days in UTC across summer and winter time', () => {
    expect(parisDayBounds('2026-07-01', '2026-07-01')).toEqual({
      from: new Date('2026-06-30T22:00:00Z'),
      to: new Date('2026-07-01T22:00:00Z'),
    })
    expect(parisDayBounds('2026-11-24').from).toEqual(new Date('2026-11-23T23:00:00Z'))
  })
  it('writes euros with a decimal comma, Paris wall-clock times and the period this month so far', () => {
    expect(euroCell(30500)).toBe('305,00')
    expect(euroCell(5)).toBe('0,05')
    expect(euroCell(123456789)).toBe('1234567,89')
    expect(euroCell(-1250)).toBe('-12,50')
    // 23:30 UTC on 30 November is already 1 December in Paris; in July Paris is UTC+2.
    expect(parisDateTime('2026-11-30T23:30:00Z')).toBe('2026-12-01 00:30')
    expect(parisDateTime('2026-07-14T08:05:00Z')).toBe('2026-07-14 10:05')
    expect(exportPeriod({}, new Date('2026-11-30T23:30:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' })
    expect(exportPeriod({ to: '2026-02-14' })).toEqual({ from: '2026-02-01', to: '2026-02-14' })
  })
  it('writes formula-safe cells after a byte-order mark, `;`-separated', () => {
    const copy = {
      columns: Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, c])) as ExportCopy['columns'],
      statuses: { paid: 'Paid' },
    }
    const csv = ordersCsv(
      [
        {
          number: 'MS-1',
          createdAt: '2026-11-24T10:00:00Z',
          status: 'paid',
          email: '@x',
          customer: 'A',
          country: 'FR',
          total: 100,
          vatRate: 20,
          vat: null,
          refunded: 0,
          creditNotes: [],
          invoice: null,
          paymentReference: 'cs_1',
        },
      ],
      copy,
    )
    expect(csv.startsWith('\uFEFFnumber;date;')).toBe(true)
    expect(csv.split('\r\n')[1]).toBe(`MS-1;2026-11-24 11:00;A;'@x;FR;Paid;"1,00";20;"0,17";"0,00";;;cs_1`)
  })
})
