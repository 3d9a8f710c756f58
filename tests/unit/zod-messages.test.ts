// No zod default message ("Invalid input: expected string, received undefined") reaches a person: the shop's one
// zod (src/domain/schemas/zod.ts) installs its error map, in English, for every schema built with it; the endpoint
// pipeline and the storefront forms parse with the same words in the caller's language (messages/*.json, issues).
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { cartWriteSchema } from '@/domain/schemas/cart'
import { defaultIssueMessages, issueMap } from '@/domain/schemas/issueMessages'
import { formatZodIssues } from '@/domain/schemas/issues'
import { z } from '@/domain/schemas/zod'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

const messagesOf = (r: { success: boolean; error?: Parameters<typeof formatZodIssues>[0] }) =>
  r.success || !r.error ? [] : formatZodIssues(r.error)

describe('the shop’s error map', () => {
  const person = z.object({ name: z.string(), age: z.number().optional() })

  it('answers a missing field with the shop’s own message, never zod’s default', () => {
    const issues = messagesOf(person.safeParse({}))
    expect(issues).toEqual([{ field: 'name', message: 'Please fill in this field.' }])
    expect(issues[0]!.message).not.toMatch(/Invalid input|expected|received/)
  })

  it('does so in a shop schema too (the cart endpoint’s body without its lines)', () => {
    expect(messagesOf(cartWriteSchema.safeParse({}))).toEqual([
      { field: 'items', message: 'Please fill in this field.' },
    ])
  })

  it('speaks French when the parse is given the French words, as the endpoint pipeline does for a French caller', () => {
    expect(messagesOf(person.safeParse({}, { error: issueMap(fr.issues) }))).toEqual([
      { field: 'name', message: 'Veuillez renseigner ce champ.' },
    ])
  })

  it('leaves a schema’s own message in place', () => {
    const own = z.object({ email: z.string({ error: 'Please enter a valid email address.' }) })
    expect(messagesOf(own.safeParse({}, { error: issueMap(fr.issues) }))).toEqual([
      { field: 'email', message: 'Please enter a valid email address.' },
    ])
  })

  it.each([
    ['a value of the wrong type', z.object({ a: z.string() }), { a: 3 }, 'Please check this value.'],
    ['an empty required text', z.object({ a: z.string().min(1) }), { a: '' }, 'Please fill in this field.'],
    ['a text too short', z.object({ a: z.string().min(8) }), { a: 'abc' }, 'Please use at least 8 characters.'],
    ['a text too long', z.object({ a: z.string().max(5) }), { a: 'abcdefg' }, 'Please use at most 5 characters.'],
    [
      'a list too long',
      z.object({ a: z.array(z.string()).max(2) }),
      { a: ['x', 'y', 'z'] },
      'Please give at most 2 items.',
    ],
    ['an empty list', z.object({ a: z.array(z.string()).min(1) }), { a: [] }, 'Please fill in this field.'],
    ['a list too short', z.object({ a: z.array(z.string()).min(2) }), { a: ['x'] }, 'Please give at least 2 items.'],
    ['a number too large', z.object({ a: z.number().max(10) }), { a: 11 }, 'Please enter a number no greater than 10.'],
    ['a number too small', z.object({ a: z.number().min(1) }), { a: 0 }, 'Please enter a number no less than 1.'],
    ['a fraction where a whole number goes', z.object({ a: z.int() }), { a: 1.5 }, 'Please enter a whole number.'],
    [
      'an option not offered',
      z.object({ a: z.enum(['en', 'fr']) }),
      { a: 'de' },
      'Please choose one of the options offered.',
    ],
    [
      'a key the endpoint does not take',
      z.strictObject({ a: z.string() }),
      { a: 'x', admin: true },
      'This request carries fields the shop does not take: admin.',
    ],
  ])('%s', (_, schema, input, message) => {
    const [issue] = messagesOf(schema.safeParse(input))
    expect(issue?.message).toBe(message)
  })

  it('has the same words in the catalogue as in the English fallback, and every one in French', () => {
    expect(en.issues).toEqual(defaultIssueMessages)
    expect(Object.keys(fr.issues).sort()).toEqual(Object.keys(defaultIssueMessages).sort())
  })

  it('is the only zod a module may build schemas with (lint)', { timeout: 60_000 }, async () => {
    const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })
    const errors = async (code: string) => {
      const [result] = await eslint.lintText(code, {
        filePath: path.resolve(import.meta.dirname, '../../src/server/probe.ts'),
      })
      return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length
    }
    expect(await errors("import { z } from 'zod'\nexport const s = z.string()\n")).toBe(1)
    expect(await errors("import { z } from '@/domain/schemas/zod'\nexport const s = z.string()\n")).toBe(0)
    expect(await errors("import type { ZodError } from 'zod'\nexport type E = ZodError\n")).toBe(0)
  })
})

describe('the endpoint pipeline', () => {
  it('answers a missing field in the caller’s language with the shop’s words (422)', { timeout: 60_000 }, async () => {
    const { endpoint } = await import('@/server/http/endpoint')
    const handler = endpoint({
      name: 'probe',
      who: 'anyone',
      budget: null,
      fromAnywhere: true,
      input: 'json',
      schema: () => z.object({ name: z.string(), locale: z.string().optional() }),
      handle: () => new Response(null, { status: 204 }),
    })
    const post = (body: object) =>
      handler(
        new Request('http://localhost/api/probe', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    const fr = await post({ locale: 'fr' })
    expect(fr.status).toBe(422)
    expect(await fr.json()).toEqual({ errors: [{ field: 'name', message: 'Veuillez renseigner ce champ.' }] })
    expect(await (await post({})).json()).toEqual({
      errors: [{ field: 'name', message: 'Please fill in this field.' }],
    })
  })
})
