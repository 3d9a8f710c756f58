// The text a PDF made by pdfkit shows: its content streams inflated, pdfkit's hex-encoded runs decoded (WinAnsi is
// latin1 but for a few codes the documents use), no-break spaces read as spaces.
import { inflateSync } from 'node:zlib'

const WIN_ANSI: Record<string, string> = { '\x80': '€', '\x92': '’', '\x96': '–', '\x97': '—' }

export function pdfText(bytes: Uint8Array) {
  const raw = Buffer.from(bytes).toString('latin1')
  let out = ''
  // pdfkit writes `stream\n<bytes>\nendstream`: the compressed bytes may themselves end in \r, so the delimiter
  // before `endstream` is exactly one \n (an optional \r there would cut such a stream short: no text at all).
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let body: string
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const tj of body.matchAll(/\[(.*?)\] TJ/g))
      out +=
        [...tj[1]!.matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('') + '\n'
  }
  return out.replace(/[\x80\x92\x96\x97]/g, (c) => WIN_ANSI[c]!).replace(/[\u00a0\u202f]/g, ' ')
}
