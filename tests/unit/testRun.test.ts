// Which test databases a run removes: its own when it ends; at the start of a run, only a crashed run's from a day ago
// or more — never those of a run still going on the same Postgres server.
import { describe, expect, it } from 'vitest'
import { databaseName, databaseStartedAt, databasesToDrop, newRunId } from '../integration/testRun'

const now = Date.UTC(2026, 10, 28, 12)
const hour = 60 * 60 * 1000

describe('integration run clean-up', () => {
  it('names a database after its run, and reads the run’s start back from the name', () => {
    const run = newRunId(now)
    const name = databaseName(run)
    expect(name).toMatch(/^it_[0-9a-z]+_[0-9a-z]+_[0-9a-z]+$/)
    expect(databaseStartedAt(name)).toBe(now)
  })

  it('drops the run’s own databases at its end, and nobody else’s', () => {
    const run = newRunId(now)
    const other = newRunId(now)
    const names = [databaseName(run), databaseName(run), databaseName(other), 'test', 'postgres']
    expect(databasesToDrop(names, run)).toEqual(names.slice(0, 2))
  })

  it('at the start of a run, drops only what a run began more than a day ago (or an unreadable it_ name)', () => {
    const old = databaseName(newRunId(now - 25 * hour))
    const going = databaseName(newRunId(now - 2 * hour))
    const legacy = `it_${(now - 30 * hour).toString(36)}_a1b2c3`
    expect(databasesToDrop([old, going, legacy, 'it_', 'test'], undefined, now)).toEqual([old, legacy, 'it_'])
  })
})
