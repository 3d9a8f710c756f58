// Links into docs/decisions.md by anchor — from the docs, the README and code comments — land on an entry: the page
// is grouped by subject and entries move between groups, so a link names the entry's own heading, and a renamed
// heading fails here until its links follow.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-')

describe('links into docs/decisions.md', () => {
  const page = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8')
  const anchors = new Set([...page.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)))

  it('computes anchors as GitHub does', () => {
    expect(slug('The CSS is inlined in the HTML (`experimental.inlineCss`) (issue 12)')).toBe(
      'the-css-is-inlined-in-the-html-experimentalinlinecss-issue-12',
    )
    expect(slug('SQLite by default, Postgres in production — one config')).toBe(
      'sqlite-by-default-postgres-in-production--one-config',
    )
  })

  it('land on a heading, wherever they are written', () => {
    const files = execFileSync('git', ['grep', '-l', 'decisions.md#', '--', '.', ':!node_modules'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
    const links = files.flatMap((f) =>
      [...readFileSync(path.join(root, f), 'utf8').matchAll(/decisions\.md#([\w-]+)/g)].map((m) => `${f}#${m[1]}`),
    )
    // The page's own contents and cross-references use bare anchors.
    const own = [...page.matchAll(/\]\(#([\w-]+)\)/g)].map((m) => `docs/decisions.md#${m[1]}`)
    expect(links.length + own.length).toBeGreaterThan(10)
    expect([...links, ...own].filter((l) => !anchors.has(l.split('#')[1]!))).toEqual([])
  })
})
