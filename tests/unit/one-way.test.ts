// One way to do each thing, kept by lint (eslint.config.mjs) and checked here so loosening a rule fails:
// - the database's own statements go through one door (src/server/platform/sql.ts) that only rows files open; no
//   other file casts `payload.db` to reach the adapter's internals (its drizzle builder, tables, sessions, pool),
//   nor calls the adapter's own reads and writes (`payload.db.findOne`, `updateOne`…: no hooks, validation, access):
//   no file is excepted, and the rule's `ignores` name only rows files and the door;
// - the browser has one HTTP client (src/lib/http.ts): no raw fetch() in islands, backoffice views or lib.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: ROOT })

async function errors(file: string, code: string, rule: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x]\n`, { filePath: path.join(ROOT, file) })
  return result.messages.filter((m) => m.ruleId === rule).length
}
const importErrors = (file: string, code: string) => errors(file, code, '@typescript-eslint/no-restricted-imports')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return /\.tsx?$/.test(name) ? [full] : []
  })
}

describe('statements below Payload', { timeout: 60_000 }, () => {
  it('only rows files import the sql door', async () => {
    const door = "import { builder as x } from '@/server/platform/sql'"
    expect(await importErrors('src/server/orders/fulfil.ts', door)).toBe(1)
    expect(await importErrors('src/server/checkout/createCheckout.ts', door)).toBe(1)
    expect(await importErrors('src/collections/Orders/probe.ts', door)).toBe(1)
    expect(await importErrors('src/server/orders/rows.ts', door)).toBe(0)
    expect(await importErrors('src/server/checkout/pgRows.ts', door)).toBe(0)
  })

  it('nobody imports drizzle but the door itself', async () => {
    const drizzle = "import { eq as x } from '@payloadcms/db-sqlite/drizzle'"
    expect(await importErrors('src/server/orders/rows.ts', drizzle)).toBe(1)
    expect(await importErrors('src/server/invoices/document.ts', drizzle)).toBe(1)
    expect(
      await importErrors('src/server/live/pgBus.ts', "import { sql as x } from '@payloadcms/db-postgres/drizzle'"),
    ).toBe(1)
    expect(await importErrors('src/server/platform/sql.ts', drizzle)).toBe(0)
  })

  it('no file outside the door reaches into payload.db’s internals', () => {
    const door = new Set(['src/server/platform/sql.ts', 'src/server/platform/transaction.ts'])
    const reaching = sources(path.join(ROOT, 'src'))
      .map((f) => path.relative(ROOT, f))
      .filter((f) => !door.has(f))
      .filter((f) =>
        /\.db as (unknown|any)\b|\.db\.(drizzle|tables|sessions|pool|pg)\b/.test(
          // Comments may name them.
          readFileSync(path.join(ROOT, f), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, ''),
        ),
      )
    expect(reaching).toEqual([])
  })
})

describe('the adapter’s own reads and writes', { timeout: 60_000 }, () => {
  const call = 'const x = (p: { db: Record<string, () => void> }) => p.db.'
  const adapterErrors = (file: string, method: string) => errors(file, `${call}${method}()`, 'no-restricted-syntax')

  it('refuse payload.db.findOne / updateOne… outside rows files and the door', async () => {
    for (const method of ['findOne', 'updateOne', 'find', 'create', 'deleteMany']) {
      expect(await adapterErrors('src/server/accounts/probe.ts', method), method).toBe(1)
      expect(await adapterErrors('src/collections/Customers/hooks/probe.ts', method), method).toBe(1)
    }
    expect(await adapterErrors('src/server/orders/rows.ts', 'updateOne')).toBe(0)
    expect(await adapterErrors('src/server/platform/sql.ts', 'findOne')).toBe(0)
    // Not a read or a write: the migrations and the connection's end.
    expect(await adapterErrors('src/server/platform/prepare.ts', 'migrate')).toBe(0)
  })

  it('are called by no file outside rows files and the door, and the rule excepts no other file', async () => {
    const calling = sources(path.join(ROOT, 'src'))
      .map((f) => path.relative(ROOT, f))
      .filter((f) => !/\/(rows|pgRows)\.ts$/.test(f) && f !== 'src/server/platform/sql.ts')
      .filter((f) =>
        /\.db\.(find|findOne|count|create|updateOne|updateMany|upsert|deleteOne|deleteMany)\(/.test(
          readFileSync(path.join(ROOT, f), 'utf8').replace(/^\s*(\/\/|\*).*$/gm, ''),
        ),
      )
    expect(calling).toEqual([])
    // The staff identity files once excepted (ADAPTER_STILL) are refused like any other.
    for (const file of [
      'src/server/staff/manage.ts',
      'src/server/staff/sessions.ts',
      'src/server/staff/totp.ts',
      'src/collections/Users/hooks/deactivated.ts',
      'src/collections/Users/hooks/loginTiming.ts',
      'src/collections/Users/hooks/passwordStrength.ts',
    ])
      expect(await adapterErrors(file, 'updateOne'), file).toBe(1)
    expect(readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8')).not.toMatch(/ADAPTER_STILL/)
  })
})

describe('one browser HTTP client', { timeout: 60_000 }, () => {
  it('refuses a raw fetch() in islands, backoffice views and lib, but not in the client itself', async () => {
    const raw = "const x = () => fetch('/api/cart')"
    expect(await errors('src/components/cart/probe.ts', raw, 'no-restricted-globals')).toBe(1)
    expect(await errors('src/admin/probe.tsx', raw, 'no-restricted-globals')).toBe(1)
    expect(await errors('src/lib/probe.ts', raw, 'no-restricted-globals')).toBe(1)
    expect(await errors('src/lib/http.ts', raw, 'no-restricted-globals')).toBe(0)
  })
})
