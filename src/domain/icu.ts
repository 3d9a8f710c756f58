// The ICU message subset the shop's copy uses, formatted without an ICU runtime (the browser would otherwise load
// next-intl's full message parser on every page): plain `{arg}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`
// as the locale's number, and `{key, select, a {…} other {…}}`, nested. Anything else is read as text. A unit test
// holds every message of messages/*.json to next-intl's own output.

type Node = string | { arg: string; type?: 'plural' | 'select'; branches?: Record<string, Node[]> }

function parse(src: string, at: { i: number }, inPlural: boolean, depth = 0): Node[] {
  const out: Node[] = []
  let text = ''
  const flush = () => {
    if (text) out.push(text)
    text = ''
  }
  while (at.i < src.length) {
    const c = src[at.i]!
    if (c === '}' && depth > 0) break
    if (c === "'" && src[at.i + 1] === "'") {
      text += "'"
      at.i += 2
    } else if (c === '#' && inPlural) {
      flush()
      out.push({ arg: '#' })
      at.i++
    } else if (c === '{') {
      flush()
      out.push(parseArgument(src, at, inPlural, depth))
    } else {
      text += c
      at.i++
    }
  }
  flush()
  return out
}

function parseArgument(src: string, at: { i: number }, inPlural: boolean, depth: number): Node {
  const close = src.indexOf('}', at.i)
  const head = /^\{\s*(\w+)\s*(?:,\s*(plural|select)\s*,)?/.exec(src.slice(at.i, close + 1))!
  at.i += head[0].length
  if (!head[2]) {
    at.i = src.indexOf('}', at.i) + 1
    return { arg: head[1]! }
  }
  const type = head[2] as 'plural' | 'select'
  const branches: Record<string, Node[]> = {}
  for (;;) {
    const key = /^\s*(=?\w+)\s*\{/.exec(src.slice(at.i))
    if (!key) break
    at.i += key[0].length
    branches[key[1]!] = parse(src, at, type === 'plural' || inPlural, depth + 1)
    at.i++ // the branch's closing brace
  }
  at.i = src.indexOf('}', at.i) + 1
  return { arg: head[1]!, type, branches }
}

const cache = new Map<string, Node[]>()
const plurals = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()

function memo<T>(map: Map<string, T>, key: string, make: () => T): T {
  let hit = map.get(key)
  if (!hit) map.set(key, (hit = make()))
  return hit
}

type Values = Record<string, string | number | boolean | null | undefined>

function render(nodes: Node[], locale: string, values: Values, count: number | null): string {
  let s = ''
  for (const n of nodes) {
    if (typeof n === 'string') s += n
    else if (n.arg === '#' && count !== null)
      s += memo(numbers, locale, () => new Intl.NumberFormat(locale)).format(count)
    else if (!n.type) s += String(values[n.arg] ?? '')
    else {
      const value = values[n.arg]
      const b = n.branches!
      if (n.type === 'select') s += render(b[String(value)] ?? b.other ?? [], locale, values, count)
      else {
        const num = Number(value)
        const rule = memo(plurals, locale, () => new Intl.PluralRules(locale)).select(num)
        s += render(b[`=${num}`] ?? b[rule] ?? b.other ?? [], locale, values, num)
      }
    }
  }
  return s
}

/**
 * The names of a message's arguments, those inside plural and select branches included, sorted:
 * '{n, plural, one {# pair of {title}} other {…}}' → ['n', 'title']. The catalogues' parity tests compare the
 * English and French messages by it.
 * @internal
 */
export function argumentNames(message: string): string[] {
  const names = new Set<string>()
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.arg === '#') continue
      names.add(node.arg)
      for (const branch of Object.values(node.branches ?? {})) walk(branch)
    }
  }
  walk(parse(message, { i: 0 }, false))
  return [...names].sort()
}

/** Formats one message: `formatMessage('{n, plural, one {# pair} other {# pairs}}', 'en', { n: 2 })` → '2 pairs'. */
export function formatMessage(message: string, locale: string, values: Values = {}): string {
  const nodes = memo(cache, message, () => parse(message, { i: 0 }, false))
  return render(nodes, locale, values, null)
}
