// Uploads as an editor would make them, for the tests of image sizes: a photograph-like picture (a gradient with
// noise, so an encoder's output size depends on the pixel count) sent through the Local API with the editor's
// access, and where its files land in this run's media folder.
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { staffUser } from './payload'

export async function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37 + ((i * 7919) % 251)) & 0xff
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

export async function uploadPhoto(
  payload: Payload,
  user: Awaited<ReturnType<typeof staffUser>>,
  name: string,
  width = 1600,
  height = 2000,
) {
  const data = await photo(width, height)
  return payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: `Test picture ${name}` },
    file: { data, name, mimetype: 'image/jpeg', size: data.length },
    user,
    overrideAccess: false,
  })
}

/** Where a stored file name lives on disk. */
export const onDisk = (filename: string | null | undefined) => path.join(process.env.MEDIA_DIR!, filename ?? '')
