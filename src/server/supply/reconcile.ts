// The reconciliation check: every stock line against the sum of its ledger movements. Nightly and on demand
// (/app/stock); each run is stored as a stock check, so the backoffice shows the last result and its drifting lines.
import type { Payload } from 'payload'
import { findDrift } from '@/domain/supply'
import { log } from '../platform/log'
import { stockAndLedger } from './rows'

export async function reconcile(payload: Payload, trigger: 'nightly' | 'manual', by?: number) {
  const { stock, ledger } = await stockAndLedger(payload)
  const drifts = findDrift(stock, ledger)
  const summary = drifts.length
    ? `${drifts.length} line(s) differ from the ledger`
    : `All ${stock.length} lines match the ledger`
  if (drifts.length) log.warn('Stock reconciliation found drift', { drifts: drifts.length })
  // System record: nobody may write stock checks through the API.
  return payload.create({
    collection: 'stock-checks',
    overrideAccess: true,
    data: { summary, drifts: drifts.length, lines: stock.length, trigger, by: by ?? null, details: drifts },
  })
}
