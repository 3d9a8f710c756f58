import { describe, expect, it } from 'vitest'
import { RELOAD_MIN_INTERVAL_MS, reloadKey, shouldReload } from '@/domain/buildUpdate'

describe('shouldReload', () => {
  it.each([
    ['same build', 'a', 'a', null, 0, false],
    ['unknown latest', 'a', null, null, 0, false],
    ['new build, never reloaded', 'a', 'b', null, 1_000, true],
    ['new build, reloaded 9.999 s ago', 'a', 'b', 10_000, 10_000 + RELOAD_MIN_INTERVAL_MS - 1, false],
    ['new build, reloaded exactly 10 s ago', 'a', 'b', 10_000, 10_000 + RELOAD_MIN_INTERVAL_MS, true],
  ])('%s', (_, current, latest, last, now, expected) => {
    expect(shouldReload(current as string, latest as string | null, last as number | null, now as number)).toBe(
      expected,
    )
  })

  it('keys the reload memory per path', () => {
    expect(reloadKey('/fr/boots')).toBe('build-reload:/fr/boots')
    expect(reloadKey('/boots')).not.toBe(reloadKey('/fr/boots'))
  })
})
