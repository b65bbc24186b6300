/**
 * `npm run deploy:nginx -- --out DIR --host-root DIR --api URL …`: writes deploy/nginx's configuration
 * for one deployment (tooling/deploy/nginx.ts says what each option does; docs/deployment.md how to use it).
 */
import path from 'node:path';
import { writeNginx, type NginxOptions, type NginxRemote } from './nginx';

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
      'usage: deploy:nginx --out DIR --host-root DIR --api URL (or API_UPSTREAM) [--port N] [--server-name NAME] [--remote name=DIR:PORT] [--allowed-origin URL] [--source-maps]',
    );
  }
  return {
    outDir: path.resolve(outDir),
    hostRoot,
    apiUpstream,
    port: value('--port') ? Number(value('--port')) : undefined,
    serverName: value('--server-name'),
    remotes,
    sourceMaps: argv.includes('--source-maps'),
    allowedOrigins,
  };
}

try {
  const options = parseArgs(process.argv.slice(2));
  for (const file of writeNginx(options)) process.stdout.write(`${path.join(options.outDir, file)}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
