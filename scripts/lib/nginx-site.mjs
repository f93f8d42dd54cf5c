/**
 * deploy/nginx.conf made runnable without root's paths: the sample site with its marked values
 * replaced (the API upstream, the address, the site's folder and the header file the build wrote
 * in it), inside a minimal nginx.conf whose pid, logs and temporary files live in `temp`.
 * Used by the nginx browser-suite check and by the Lighthouse script.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const NGINX = process.env.NGINX || '/usr/sbin/nginx';

/** Replaces one exact fragment of the sample, failing when the sample no longer has it exactly once. */
function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`deploy/nginx.conf should contain "${from}" exactly once (found ${count})`);
  return text.replace(from, to);
}

/**
 * Writes `temp`/nginx.conf serving `dist` on 127.0.0.1:`port` with the API proxied to 127.0.0.1:`apiPort`.
 * Returns the command-line arguments that start nginx (or, with '-t' in front, test) on it. `siteConf` is the site
 * configuration to start from (default: this tree's deploy/nginx.conf; another commit's, to serve that commit's build).
 * With `tls` ({ cert, key }: PEM files) the site is served over HTTPS with HTTP/2, as a deployment behind TLS is.
 */
export function writeNginxSite({
  temp,
  dist,
  port,
  apiPort,
  workerConnections = 64,
  siteConf = path.join(root, 'deploy/nginx.conf'),
  tls,
}) {
  let site = readFileSync(siteConf, 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:9000;', `server 127.0.0.1:${apiPort};`);
  site = replaceOnce(
    site,
    'listen 80;',
    tls
      ? `listen 127.0.0.1:${port} ssl http2; ssl_certificate ${tls.cert}; ssl_certificate_key ${tls.key};`
      : `listen 127.0.0.1:${port};`,
  );
  site = replaceOnce(site, 'root /var/www/portal/dist;', `root ${dist};`);
  // The policy header the build wrote beside the site (a configuration of an older commit may carry its own instead).
  const header = 'include /var/www/portal/dist/security-headers.conf;';
  if (site.includes(header)) site = replaceOnce(site, header, `include ${path.join(dist, 'security-headers.conf')};`);
  mkdirSync(path.join(temp, 'logs'), { recursive: true });
  writeFileSync(path.join(temp, 'site.conf'), site);
  writeFileSync(
    path.join(temp, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp}/nginx.pid;`,
      `error_log ${temp}/logs/error.log warn;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${temp}/logs/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (name) => `  ${name}_temp_path ${temp}/${name}_temp;`,
      ),
      `  include ${temp}/site.conf;`,
      '}',
    ].join('\n'),
  );
  return ['-p', temp, '-c', path.join(temp, 'nginx.conf'), '-e', path.join(temp, 'logs/error.log')];
}
