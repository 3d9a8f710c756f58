// npm run bench:avif — what the AVIF twins cost and save, for the encoder settings the Media collection uses
// (src/collections/Media/index.ts) against WebP quality 80 and against sharp's default effort. Builds and starts
// nothing: it draws a sample of the seed's imagery (products, lookbooks, articles, the hero) at 1600 px, makes the
// 768 px and 1280 px uncropped sizes (what phones and laptops take) in each setting, and prints total bytes, encode
// time and PSNR against the same resize left uncompressed (higher is closer). Time is CPU-bound: run it on a quiet
// machine; bytes and PSNR do not depend on the load.
import sharp, { type Sharp } from 'sharp'
import { imageForKey, renderImage } from '../seed/images/render'

const KEYS = [
  'product/ankle-boots/red',
  'product/pumps/nude',
  'product/sneakers/white',
  'product/gloves/black',
  'lookbook/ankle-boots/red/1',
  'lookbook/sandals/gold/2',
  'lookbook/boots/burgundy/3',
  'article/why-wear-heels',
  'article/french-heels-parisian-design',
  'hero/0',
  'hero/1',
  'hero/2',
]
const WIDTHS = [768, 1280]

const SETTINGS: [string, (s: Sharp) => Sharp][] = [
  ['webp q80 (shipped WebP)', (s) => s.webp({ quality: 80 })],
  ['avif q50 effort 2 (shipped AVIF)', (s) => s.avif({ quality: 50, effort: 2 })],
  ['avif q50 effort 4 (sharp default effort)', (s) => s.avif({ quality: 50, effort: 4 })],
]

async function psnr(reference: Buffer, encoded: Buffer) {
  const a = reference
  const b = await sharp(encoded).removeAlpha().raw().toBuffer()
  let se = 0
  for (let i = 0; i < a.length; i++) se += (a[i] - b[i]) ** 2
  return 10 * Math.log10((255 * 255) / (se / a.length))
}

async function main() {
  const totals = SETTINGS.map(() => ({ bytes: 0, ms: 0, psnr: 0, n: 0 }))
  for (const key of KEYS) {
    let svg: string
    try {
      svg = imageForKey(key).svg
    } catch {
      continue // a key the seed no longer draws
    }
    const original = await renderImage(svg, { width: 1600, format: 'png' })
    for (const width of WIDTHS) {
      const resized = sharp(original).resize({ width })
      const reference = await resized.clone().removeAlpha().raw().toBuffer()
      for (const [i, [, encode]] of SETTINGS.entries()) {
        const t = performance.now()
        const out = await encode(resized.clone()).toBuffer()
        totals[i].ms += performance.now() - t
        totals[i].bytes += out.length
        totals[i].psnr += await psnr(reference, out)
        totals[i].n++
      }
    }
  }
  const [webp] = totals
  console.log(`${totals[0].n / WIDTHS.length} pictures × ${WIDTHS.join(' and ')} px`)
  console.log('setting | bytes | ÷ WebP | encode ms | ÷ WebP | mean PSNR dB')
  for (const [i, [name]] of SETTINGS.entries()) {
    const t = totals[i]
    console.log(
      `${name} | ${t.bytes} | ${(t.bytes / webp.bytes).toFixed(2)} | ${t.ms.toFixed(0)} | ${(t.ms / webp.ms).toFixed(1)} | ${(t.psnr / t.n).toFixed(2)}`,
    )
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
