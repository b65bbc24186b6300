/**
 * `npm run deploy:nginx -- --out DIR --host-root DIR --api URL …`: writes deploy/nginx's configuration
 * for one deployment (nginx.ts says what each option does; docs/deployment.md how to use it).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { readConfigFile } from 'serve/runtimeConfig';
import { unlistedRemoteOrigins, writeNginx, type NginxOptions, type NginxRemote } from './nginx';

function parseArgs(argv: string[]): NginxOptions {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const remotes: NginxRemote[] = [];
  const allowedOrigins = argv.flatMap((arg, index) => (arg === '--allowed-origin' && argv[index + 1] ? [argv[index + 1]!] : []));
  argv.forEach((arg, index) => {
    if (arg !== '--remote') return;
    const match = /^([\w-]+)=(.+):(\d+)$/.exec(argv[index + 1] ?? '');
    if (!match) throw new Error('--remote takes name=/path/to/releases:port');
    remotes.push({ name: match[1]!, root: match[2]!, port: Number(match[3]) });
  });
  const outDir = value('--out');
  const hostRoot = value('--host-root');
  const apiUpstream = value('--api') ?? process.env.API_UPSTREAM;
  if (!outDir || !hostRoot || !apiUpstream) {
    throw new Error(
      'usage: deploy:nginx --out DIR --host-root DIR --api URL (or API_UPSTREAM) [--port N] [--server-name NAME] [--tls-cert FILE --tls-key FILE [--http-port N|none]] [--brotli|--no-brotli] [--njs|--no-njs] [--remote name=DIR:PORT] [--allowed-origin URL] [--source-maps]',
    );
  }
  const certificate = value('--tls-cert');
  const key = value('--tls-key');
  if (Boolean(certificate) !== Boolean(key)) throw new Error('--tls-cert and --tls-key go together');
  const httpPort = value('--http-port');
  return {
    outDir: path.resolve(outDir),
    hostRoot,
    apiUpstream,
    port: value('--port') ? Number(value('--port')) : undefined,
    serverName: value('--server-name'),
    tls: certificate && key ? { certificate, key, httpPort: httpPort === 'none' ? null : httpPort ? Number(httpPort) : undefined } : undefined,
    brotli: argv.includes('--brotli') ? true : argv.includes('--no-brotli') ? false : undefined,
    njs: argv.includes('--njs') ? true : argv.includes('--no-njs') ? false : undefined,
    remotes,
    sourceMaps: argv.includes('--source-maps'),
    allowedOrigins,
  };
}

try {
  const options = parseArgs(process.argv.slice(2));
  for (const file of writeNginx(options)) process.stdout.write(`${path.join(options.outDir, file)}\n`);
  // A remote whose origin is not among the CDN origins is allowed only as rendered now: moving it needs a new render.
  const unlisted = unlistedRemoteOrigins(
    readFileSync(path.join(options.hostRoot, 'remotes.json'), 'utf8'),
    readConfigFile(path.join(options.hostRoot, 'portal-config.json')),
  );
  if (unlisted.length) {
    process.stderr.write(
      `note: the CSP allows ${unlisted.join(', ')} only because remotes.json names them now; list the remotes' CDN origins in remoteOrigins of portal-config.json, and moving a remote among them needs no new render (docs/deployment.md).\n`,
    );
  }
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
