// The QR code of the two-step set-up screen: the SVG drawn on the server is read back module by module and given to an
// independent QR decoder (jsQR), which must find the exact otpauth:// link; the drawing is plain paths, sized, and the
// same for the same link.
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { otpauthUri } from '@/domain/totp'
import { TOTP_QR_SIZE, totpQrSvg } from '@/server/staff/totpQr'

const URI = otpauthUri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'anne.dupont+admin@maison-sabine.example')

/** The dark modules the SVG's stroked path draws, as a grid the size of its viewBox (quiet zone included). */
function modulesOf(svg: string): boolean[][] {
  const n = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1])
  const d = /<path stroke="#000000" d="([^"]*)"\/>/.exec(svg)?.[1]
  if (!n || d === undefined) throw new Error('not the expected SVG')
  const grid = Array.from({ length: n }, () => Array<boolean>(n).fill(false))
  let x = 0
  let y = 0
  for (const [, cmd, args] of d.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const [a = 0, b = 0] = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    if (cmd === 'M') [x, y] = [a, b]
    else if (cmd === 'm') [x, y] = [x + a, y + b]
    else if (cmd === 'h') {
      // A one-module-high stroke along the row's middle (y = row + 0.5) from x to x + a.
      for (let i = 0; i < a; i++) grid[Math.floor(y)]![x + i] = true
      x += a
    } else throw new Error(`unexpected path command ${cmd}`)
  }
  return grid
}

/** The grid as an RGBA picture, `scale` pixels per module, black on white. */
function pixelsOf(grid: boolean[][], scale = 4) {
  const size = grid.length * scale
  const data = new Uint8ClampedArray(size * size * 4)
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const v = grid[Math.floor(py / scale)]![Math.floor(px / scale)] ? 0 : 255
      data.set([v, v, v, 255], (py * size + px) * 4)
    }
  return { data, size }
}

describe('QR code of the two-step verification link', () => {
  it('decodes to the exact otpauth:// link', async () => {
    const grid = modulesOf(await totpQrSvg(URI))
    const { data, size } = pixelsOf(grid)
    expect(jsQR(data, size, size)?.data).toBe(URI)
  })

  it('keeps the quiet zone of 4 light modules around the symbol and draws the three finder patterns', async () => {
    const grid = modulesOf(await totpQrSvg(URI))
    const n = grid.length
    for (let i = 0; i < n; i++)
      for (const j of [0, 1, 2, 3, n - 4, n - 3, n - 2, n - 1]) {
        expect(grid[i]![j]).toBe(false)
        expect(grid[j]![i]).toBe(false)
      }
    // Top-left, top-right and bottom-left corners of the symbol: a dark 7×7 ring round a light ring round a 3×3 core.
    const finder = (top: number, left: number) =>
      Array.from({ length: 7 }, (_, r) =>
        Array.from({ length: 7 }, (_, c) => (grid[top + r]![left + c] ? '#' : '.')).join(''),
      )
    const ring = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######']
    expect(finder(4, 4)).toEqual(ring)
    expect(finder(4, n - 11)).toEqual(ring)
    expect(finder(n - 11, 4)).toEqual(ring)
  })

  it('is plain sized SVG markup: paths only, no text, link or script, and the same for the same link', async () => {
    const svg = await totpQrSvg(URI)
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${TOTP_QR_SIZE}" height="${TOTP_QR_SIZE}" `),
    )
    expect(svg.trim().endsWith('</svg>')).toBe(true)
    expect([...svg.matchAll(/<(\w+)/g)].map((m) => m[1])).toEqual(['svg', 'path', 'path'])
    expect(svg).not.toContain('otpauth')
    expect(await totpQrSvg(URI)).toBe(svg)
    expect(await totpQrSvg(URI.replace('JBSW', 'KBSW'))).not.toBe(svg)
  })
})
