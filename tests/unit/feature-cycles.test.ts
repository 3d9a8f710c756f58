// The features of src/server (checkout, inventory, payments, accounts, http, platform…) depend on each other one way
// only: a feature's files may import another feature's, but never back, however long the way round. madge reads the
// import graph (as `npm run lint:cycles` does for files); here it is folded to one node per folder of src/server and
// checked for cycles, so checkout ↔ inventory or platform → schedulers → every feature → platform cannot come back.
import path from 'node:path'
import madge from 'madge'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** src/server/<feature>/… → server/<feature>; files directly in src/server (the schedulers) stand above features. */
const featureOf = (file: string) => {
  const parts = file.split('/')
  return parts[0] === 'server' && parts.length > 2 ? `server/${parts[1]}` : null
}

/** The cycles of a graph (its strongly connected components of more than one node), by Tarjan's algorithm. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v)!)
    stack.push(v)
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      component.push(w)
      if (w === v) break
    }
    if (component.length > 1) found.push(component.sort())
  }
  for (const v of edges.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('features of src/server', { timeout: 120_000 }, () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const edges = new Map([
      ['server/a', new Set(['server/b'])],
      ['server/b', new Set(['server/c'])],
      ['server/c', new Set(['server/a'])],
      ['server/d', new Set(['server/a'])],
    ])
    expect(cycles(edges)).toEqual([['server/a', 'server/b', 'server/c']])
  })

  it('import each other one way only', async () => {
    const graph = (
      await madge(path.join(ROOT, 'src'), {
        fileExtensions: ['ts', 'tsx'],
        tsConfig: path.join(ROOT, 'tsconfig.json'),
      })
    ).obj()
    const edges = new Map<string, Set<string>>()
    for (const [file, deps] of Object.entries(graph)) {
      const from = featureOf(file)
      if (!from) continue
      for (const dep of deps) {
        const to = featureOf(dep)
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to))
      }
    }
    expect(edges.size).toBeGreaterThan(10)
    expect(cycles(edges)).toEqual([])
  })
})
