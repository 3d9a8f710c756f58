// deploy/nginx/maison.conf made runnable on this machine: its SET lines pointed at given ports and folders, inside a
// standalone nginx.conf that needs no /etc change and writes only under `dir`. Used by `npm run cluster`
// (deploy/cluster.ts) and the benches that put nginx in front of the app (bench/pages.ts, bench/cluster.ts).
import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface NginxOptions {
  /** The instances' ports, one upstream server each. */
  upstreams: number[]
  /** The port nginx listens on. */
  listen: number
  /** A private folder for the cache, temporary files, pid and error log. */
  dir: string
  /** The app's build folder (NEXT_DIST_DIR), whose static/ nginx serves from disk. */
  distDir: string
  /** Keep public pages in nginx's cache as the shipped config does (true), or leave pages to the instances (false):
   *  with several instances the origin's own copies are emptied on every instance by each edit, nginx's are not. */
  pageCache?: boolean
  /** More server blocks for the http {} context (a bench's plain-file server). */
  extra?: string
}

export function standaloneNginx(o: NginxOptions): string {
  const t = (f: string) => path.join(o.dir, f)
  let site = readFileSync('deploy/nginx/maison.conf', 'utf8')
    .replaceAll('/var/cache/nginx/maison', t('nginx-cache'))
    .replace(/^( *)server 127\.0\.0\.1:3000 (.*)$/m, (_, indent: string, rest: string) =>
      o.upstreams.map((p) => `${indent}server 127.0.0.1:${p} ${rest}`).join('\n'),
    )
    .replace('listen 80;', `listen ${o.listen};`)
    .replace('/srv/maison/.next/static/', `${path.resolve(o.distDir, 'static')}/`)
    .replaceAll('/etc/nginx/maison-proxy.conf', path.resolve('deploy/nginx/maison-proxy.conf'))
  if (o.pageCache === false) {
    // The page location's own cache lines go; media, stock and static files keep theirs.
    const at = site.indexOf('    location / {')
    const page = site.slice(at)
    site = site.slice(0, at) + page.replace(/\n *proxy_cache(?!_path)[^\n]*|\n *proxy_no_cache[^\n]*/g, '')
  }
  if (!site.includes(`server 127.0.0.1:${o.upstreams[0]} `))
    throw new Error('deploy/nginx/maison.conf: no upstream line')
  // Run as root, nginx would hand its workers to 'nobody', who cannot write this run's private folders.
  return `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 2;
pid ${t('nginx.pid')};
error_log ${t('nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${t('nb')}; proxy_temp_path ${t('np')}; fastcgi_temp_path ${t('nf')}; uwsgi_temp_path ${t('nu')}; scgi_temp_path ${t('ns')};
${site}
${o.extra ?? ''}
}
`
}
