// npm run release:serve -- <release folder> [--port 8080]: a remote's release folder served as a CDN would
// (staticApp.ts): CORS open on every file, content-hashed files cached a year, the rest revalidated, no source maps.
import path from 'node:path';
import { createStaticApp } from './staticApp';

const args = process.argv.slice(2);
const folder = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--port');
if (!folder) {
  process.stderr.write('usage: npm run release:serve -- <release folder> [--port 8080]\n');
  process.exit(2);
}
const root = path.resolve(folder);
const app = await createStaticApp({ root, spa: false });
await app.listen({ port: Number(args[args.indexOf('--port') + 1] || 8080), host: '0.0.0.0' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`Serving ${root} as a CDN would:\n  http://localhost:${port}/mf-manifest.json\n`);
