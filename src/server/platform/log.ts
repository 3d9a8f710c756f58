// Server-side log lines (stdout/stderr, one line each) — the browser console policy does not apply here.
type Level = 'info' | 'warn' | 'error'

function write(level: Level, message: string, extra?: Record<string, unknown>) {
  const line = extra ? `${message} ${JSON.stringify(extra)}` : message
  ;(level === 'info' ? process.stdout : process.stderr).write(`[${level}] ${line}\n`)
}

export const log = {
  info: (m: string, e?: Record<string, unknown>) => write('info', m, e),
  warn: (m: string, e?: Record<string, unknown>) => write('warn', m, e),
  error: (m: string, e?: Record<string, unknown>) => write('error', m, e),
}
