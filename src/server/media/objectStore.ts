// Media for several instances. With S3_BUCKET set, every file an upload writes — the original and each of its sizes —
// is also put in an S3-compatible bucket (AWS, Scaleway, OVH, MinIO…), through AWS's own SDK; an instance asked for a
// file its disk lacks fetches it from the bucket once and keeps it. The bucket is the shop's copy; each instance's
// disk (MEDIA_DIR) is its own cache of it, so Payload's image pipeline (sharp sizes, focal crops, regeneration) and
// its file route work as on one machine. Without S3_BUCKET the disk is the only copy (one instance, or several on a
// shared volume: README, "Several instances").
//
//   S3_BUCKET              the bucket (unset: no bucket)
//   S3_REGION              its region (eu-west-3 unless set)
//   S3_ENDPOINT            an S3-compatible service's address (unset: AWS); path-style addressing then
//   S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY   the credentials (unset: the SDK's own chain, e.g. an instance role)
//   S3_PREFIX              the keys' folder in the bucket (media/)
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

export interface ObjectStore {
  /** Stores one file under its name. */
  put(name: string, body: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes, or null when the bucket has no such file. */
  get(name: string): Promise<Uint8Array | null>
  remove(names: string[]): Promise<void>
}

type Env = Record<string, string | undefined>

export function s3Settings(env: Env = process.env) {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    prefix: env.S3_PREFIX ?? 'media/',
    client: {
      region: env.S3_REGION?.trim() || 'eu-west-3',
      endpoint,
      forcePathStyle: Boolean(endpoint),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // An upload is retried by the SDK (3 attempts), then fails the save with a clear message.
      maxAttempts: 3,
    },
  }
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}

export function s3ObjectStore(settings: NonNullable<ReturnType<typeof s3Settings>>): ObjectStore {
  const s3 = new S3Client(settings.client)
  const Bucket = settings.bucket
  const key = (name: string) => `${settings.prefix}${name}`
  return {
    async put(name, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: body,
          ContentType: contentType,
          // A name is never reused for other bytes (pages link each file with its version), so any cache keeps it.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(name) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: key(name) }))
        return answer.Body ? await answer.Body.transformToByteArray() : null
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    async remove(names) {
      if (names.length === 0) return
      await s3.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: names.map((n) => ({ Key: key(n) })), Quiet: true } }),
      )
    },
  }
}

const g = globalThis as unknown as { __maisonObjectStore?: { signature: string; store: ObjectStore | null } }

/** The bucket the environment names, or null: read at each use, so a process (or a test) that sets it is heard. */
export function objectStore(env: Env = process.env): ObjectStore | null {
  const settings = s3Settings(env)
  const signature = JSON.stringify(settings)
  if (g.__maisonObjectStore?.signature !== signature)
    g.__maisonObjectStore = { signature, store: settings ? s3ObjectStore(settings) : null }
  return g.__maisonObjectStore.store
}
