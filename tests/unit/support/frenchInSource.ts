// Reads the French copy written in TypeScript source (backoffice labels, admin views, domain texts) without running
// it: every string under a `fr` key or in a `fr` / `…_FR` constant, and the French side of `lang === 'fr' ? … : …`
// or `fr ? … : …`. Placeholders of template literals read as `{x}`, so `${n}\u00a0€` is still checked.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const FRENCH_NAME = /^(fr|french|isFr|isFrench)$|(^|_)FR(_|$)/

const nameOf = (node: ts.Node | undefined) =>
  node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined

/** `x === 'fr'` / `'fr' === x` → the French branch is whenTrue; `x === 'en'` → whenFalse; `fr` / `isFr` → whenTrue. */
function frenchBranch(node: ts.ConditionalExpression): ts.Expression | undefined {
  const c = node.condition
  if (ts.isIdentifier(c) && FRENCH_NAME.test(c.text)) return node.whenTrue
  if (ts.isBinaryExpression(c) && c.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) {
    const side = [c.left, c.right].find(ts.isStringLiteral)?.text
    if (side === 'fr') return node.whenTrue
    if (side === 'en') return node.whenFalse
  }
  return undefined
}

function collect(node: ts.Node, file: ts.SourceFile, out: [string, string][]) {
  const where = () => `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    // A property's own name ('fr-FR': …) and a call's key (t('x')) are code, not copy.
    if (!(ts.isPropertyAssignment(node.parent) && node.parent.name === node) && !ts.isCallExpression(node.parent))
      out.push([where(), node.text])
    return
  }
  if (ts.isTemplateExpression(node)) {
    out.push([where(), node.head.text + node.templateSpans.map((s) => `{x}${s.literal.text}`).join('')])
    return
  }
  if (ts.isJsxText(node)) {
    if (node.text.trim()) out.push([where(), node.text.trim()])
    return
  }
  ts.forEachChild(node, (child) => collect(child, file, out))
}

function walk(node: ts.Node, file: ts.SourceFile, out: [string, string][]) {
  const french =
    (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && FRENCH_NAME.test(nameOf(node.name) ?? '')
      ? node.initializer
      : ts.isConditionalExpression(node)
        ? frenchBranch(node)
        : undefined
  if (french) collect(french, file, out)
  ts.forEachChild(node, (child) => walk(child, file, out))
}

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sources(p)
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : []
  })

/** [name:line, French text] for every French string of one .ts/.tsx source text. */
export function frenchIn(name: string, text: string): [string, string][] {
  const kind = name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, kind)
  const out: [string, string][] = []
  walk(file, file, out)
  // A `fr` object nested in a French branch is read twice; once is enough.
  return [...new Map(out.map((e) => [e.join('\0'), e])).values()]
}

/** [file:line, French text] for every French string in the .ts/.tsx files under the given folders. */
export const frenchInSource = (root: string, dirs: string[]): [string, string][] =>
  dirs
    .flatMap((d) => sources(path.join(root, d)))
    .flatMap((p) => frenchIn(path.relative(root, p), fs.readFileSync(p, 'utf8')))
