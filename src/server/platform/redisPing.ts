// Is the Redis at REDIS_URL answering? One PING over a plain socket (TLS for rediss://), AUTH first when the URL
// carries a password, within a short timeout — no client library for a yes or no. The answer is read as RESP: a
// simple string (+PONG, +OK) is a yes, an error (-NOAUTH…) a no.
import net from 'node:net'
import tls from 'node:tls'

const command = (...args: string[]) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`

export function pingRedis(url: string, timeoutMs = 1000): Promise<boolean> {
  const u = new URL(url)
  const port = Number(u.port) || 6379
  const host = u.hostname.replace(/^\[|\]$/g, '')
  const password = decodeURIComponent(u.password)
  const user = decodeURIComponent(u.username)
  const lines = [...(password ? [user ? command('AUTH', user, password) : command('AUTH', password)] : [])]
  lines.push(command('PING'))
  return new Promise((resolve) => {
    const socket =
      u.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port })
    let answered = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('error', () => done(false))
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(lines.join('')))
    socket.on('data', (chunk) => {
      answered += chunk.toString('latin1')
      const replies = answered.split('\r\n').filter(Boolean)
      if (replies.some((r) => r.startsWith('-'))) return done(false)
      if (replies.length >= lines.length) done(replies.at(-1) === '+PONG')
    })
  })
}
