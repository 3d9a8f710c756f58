// The summary npm test prints: steps (lint, typecheck, build) as ok/failed, never as passed tests; tests per layer
// and database; tests a failed build kept from running as "not run" (counted failed); flaky e2e tests by name;
// and the final plain "N passed, N failed[, N skipped]" line CI reads.

export interface Layer {
  name: string
  passed: number
  failed: number
  skipped: number
  notRun: number
  note?: string
}
export interface Step {
  name: string
  ok: boolean
}

export interface PwSuite {
  title: string
  specs?: { title: string; tests: { projectName: string; status: string }[] }[]
  suites?: PwSuite[]
}

/** How many tests a Playwright JSON report (or `--list` output) holds, one per project. */
export function countSpecs(suites: PwSuite[] = []): number {
  return suites.reduce(
    (n, s) => n + (s.specs ?? []).reduce((m, sp) => m + sp.tests.length, 0) + countSpecs(s.suites),
    0,
  )
}

/** The tests that passed only on retry, as "[project] file › describe › title". */
export function flakyTests(suites: PwSuite[] = [], path: string[] = []): string[] {
  return suites.flatMap((s) => {
    const here = s.title ? [...path, s.title] : path
    const own = (s.specs ?? []).flatMap((sp) =>
      sp.tests.filter((t) => t.status === 'flaky').map((t) => `[${t.projectName}] ${[...here, sp.title].join(' › ')}`),
    )
    return [...own, ...flakyTests(s.suites, here)]
  })
}

export function summary(steps: Step[], layers: Layer[], flaky: string[], failures: string[]) {
  const lines = ['Steps:']
  for (const s of steps) lines.push(`  ${s.name.padEnd(24)} ${s.ok ? 'ok' : 'FAILED'}`)
  lines.push('Tests per layer:')
  for (const l of layers) {
    const parts = [
      `${l.passed} passed`,
      `${l.failed} failed`,
      ...(l.skipped ? [`${l.skipped} skipped`] : []),
      ...(l.notRun ? [`${l.notRun} not run`] : []),
    ]
    lines.push(`  ${l.name.padEnd(24)} ${parts.join(', ')}${l.note ? `  (${l.note})` : ''}`)
  }
  if (flaky.length) lines.push('', `Flaky (passed only on retry), ${flaky.length}:`, ...flaky.map((f) => `  ${f}`))
  if (failures.length) lines.push('', `Failed: ${failures.join(', ')}`)
  // A failed step is one failure; tests a failed build kept from running count as failed, never as passed.
  const sum = (k: 'passed' | 'failed' | 'skipped' | 'notRun') => layers.reduce((n, l) => n + l[k], 0)
  const passed = sum('passed')
  const failed = sum('failed') + sum('notRun') + steps.filter((s) => !s.ok).length
  const skipped = sum('skipped')
  lines.push('', `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
  return { lines, passed, failed, ok: failed === 0 && failures.length === 0 }
}
