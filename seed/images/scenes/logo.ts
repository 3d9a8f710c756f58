// Press wordmarks: one typographic style per publication, chosen from a hash of its name.
import { escapeHtml } from '../../../src/domain/html'
import { SANS, SERIF, hash, prng, r1 } from '../util'
import { Ctx } from './canvas'

/** Typographic wordmark 600×200 for a press publication (name or slug; slugs are title-cased). */
export function logoSvg(name: string): string {
  const label = /^[a-z0-9-]+$/.test(name)
    ? name
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
    : name
  const h = hash(label)
  const c = new Ctx(600, 200, prng(h))
  const style = h % 6
  const ink = '#1b1918'
  const len = label.length
  const fit = (base: number, perChar: number, width = 540) =>
    Math.min(base, Math.floor(width / Math.max(1, len * perChar)))
  const t = (s: string) => escapeHtml(s)
  const words = label.split(' ')
  if (style === 0) {
    c.add(
      `<text x="300" y="${r1(100 + fit(58, 0.48) * 0.32)}" font-family="${SERIF}" font-size="${fit(58, 0.48)}" font-style="italic" text-anchor="middle" fill="${ink}">${t(label)}</text>`,
    )
  } else if (style === 1) {
    const fs = fit(32, 0.98)
    c.add(`<path d="M40,60H560M40,64H560M40,136H560M40,140H560" stroke="${ink}" stroke-width="1"/>`)
    c.add(
      `<text x="300" y="${r1(100 + fs * 0.35)}" font-family="${SERIF}" font-size="${fs}" letter-spacing="${r1(fs * 0.2)}" text-anchor="middle" fill="${ink}">${t(label.toUpperCase())}</text>`,
    )
  } else if (style === 2) {
    const fs = fit(46, 0.56)
    c.add(
      `<text x="300" y="${r1(96 + fs * 0.3)}" font-family="${SANS}" font-size="${fs}" font-weight="700" letter-spacing="-1" text-anchor="middle" fill="${ink}">${t(label)}</text>`,
    )
    c.add(`<rect x="276" y="${r1(118 + fs * 0.3)}" width="48" height="4" fill="#a3121f"/>`)
  } else if (style === 3 && words.length > 1) {
    // two lines: a small spaced kicker, then the rest large
    const kicker = words[0]
    const rest = words.slice(1).join(' ')
    const fs = Math.min(56, Math.floor(540 / Math.max(1, rest.length * 0.5)))
    c.add(
      `<text x="300" y="62" font-family="${SANS}" font-size="14" letter-spacing="8" text-anchor="middle" fill="#6b645c">${t(kicker.toUpperCase())}</text>`,
    )
    c.add(
      `<text x="300" y="${r1(92 + fs * 0.55)}" font-family="${SERIF}" font-size="${fs}" text-anchor="middle" fill="${ink}">${t(rest)}</text>`,
    )
  } else if (style === 4) {
    const fs = fit(30, 0.7, 420)
    const initials = words
      .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && w.length > 2)
      .map((w) => w[0].toUpperCase())
      .slice(0, 2)
      .join('')
    c.add(
      `<circle cx="70" cy="100" r="44" fill="none" stroke="${ink}" stroke-width="1.5"/><text x="70" y="112" font-family="${SERIF}" font-size="34" font-style="italic" text-anchor="middle" fill="${ink}">${t(initials)}</text>`,
    )
    c.add(
      `<text x="136" y="${r1(100 + fs * 0.35)}" font-family="${SERIF}" font-size="${fs}" letter-spacing="${r1(fs * 0.12)}" fill="${ink}">${t(label.toUpperCase())}</text>`,
    )
  } else {
    const fs = fit(52, 0.5)
    c.add(
      `<text x="300" y="${r1(92 + fs * 0.3)}" font-family="${SERIF}" font-size="${fs}" font-weight="700" text-anchor="middle" fill="${ink}">${t(label)}</text>`,
    )
    c.add(
      `<path d="M240,${r1(120 + fs * 0.3)}H360" stroke="${ink}" stroke-width="1"/><circle cx="300" cy="${r1(120 + fs * 0.3)}" r="3" fill="${ink}"/>`,
    )
  }
  return c.svg()
}
