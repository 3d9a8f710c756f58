// The summary npm test prints tells the truth: steps are not tests, a failed build's e2e tests are not run (and
// fail the run), flaky tests are named, and the last line stays "N passed, N failed".
import { describe, expect, it } from 'vitest'
import { type Layer, type PwSuite, countSpecs, flakyTests, summary } from '../../scripts/testReport'

const layer = (name: string, over: Partial<Layer> = {}): Layer => ({
  name,
  passed: 0,
  failed: 0,
  skipped: 0,
  notRun: 0,
  ...over,
})

const report: PwSuite[] = [
  {
    title: 'cart.spec.ts',
    specs: [
      { title: 'adds a pair', tests: [{ projectName: 'desktop', status: 'expected' }] },
      {
        title: 'drawer closes',
        tests: [
          { projectName: 'desktop', status: 'flaky' },
          { projectName: 'mobile', status: 'expected' },
        ],
      },
    ],
    suites: [{ title: 'countdown', specs: [{ title: 'ends', tests: [{ projectName: 'desktop', status: 'flaky' }] }] }],
  },
]

describe('test summary', () => {
  it('counts lint, typecheck and build as steps, not as passed tests', () => {
    const r = summary(
      [
        { name: 'lint', ok: true },
        { name: 'typecheck', ok: true },
        { name: 'build', ok: true },
      ],
      [layer('unit', { passed: 12 })],
      [],
      [],
    )
    expect(r.lines.at(-1)).toBe('12 passed, 0 failed')
    expect(r.lines).toContain(`  ${'lint'.padEnd(24)} ok`)
    expect(r.ok).toBe(true)
  })

  it('a failed build reports the e2e tests it kept from running and fails', () => {
    const r = summary(
      [{ name: 'build', ok: false }],
      [layer('unit', { passed: 5 }), layer('e2e (Chromium)', { notRun: 177, note: 'not run: the build failed' })],
      [],
      ['build'],
    )
    expect(r.lines).toContain(
      `  ${'e2e (Chromium)'.padEnd(24)} 0 passed, 0 failed, 177 not run  (not run: the build failed)`,
    )
    expect(r.lines.at(-1)).toBe('5 passed, 178 failed')
    expect(r.ok).toBe(false)
  })

  it('names every test that passed only on retry', () => {
    expect(flakyTests(report)).toEqual([
      '[desktop] cart.spec.ts › drawer closes',
      '[desktop] cart.spec.ts › countdown › ends',
    ])
    const r = summary([], [layer('e2e (Chromium)', { passed: 4 })], flakyTests(report), [])
    expect(r.lines).toContain('Flaky (passed only on retry), 2:')
    expect(r.lines).toContain('  [desktop] cart.spec.ts › drawer closes')
  })

  it('reports each layer and database on its own line, skipped tests after the failures', () => {
    const r = summary(
      [],
      [
        layer('integration (SQLite)', { passed: 90, skipped: 2 }),
        layer('integration (Postgres)', { failed: 1, note: 'required in CI, DATABASE_URL is not a postgres:// URL' }),
      ],
      [],
      ['integration (Postgres)'],
    )
    expect(r.lines).toContain(`  ${'integration (SQLite)'.padEnd(24)} 90 passed, 0 failed, 2 skipped`)
    expect(r.lines.at(-1)).toBe('90 passed, 1 failed, 2 skipped')
    expect(r.ok).toBe(false)
  })

  it('counts one test per project in a Playwright report', () => {
    expect(countSpecs(report)).toBe(4)
  })
})
