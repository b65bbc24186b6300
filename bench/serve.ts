/**
 * The bench's static servers (a child process of the bench, so serving never competes with the
 * measuring process): the same server as `npm start` (serve/staticApp.ts: gzip, cache
 * headers, /api proxied to the sandbox) on the bench's own ports, plus the single-bundle baseline.
 */
import { APP_PORTS, SANDBOX_PORT, SERVED_DIRS } from './config';
import { createStaticApp } from 'serve/staticApp';
import { shiftedRemotesJson } from 'serve/hostFiles';
import { pagePreloadLinks } from 'serve/pagePreloads';

async function main() {
  for (const [port, root] of Object.entries(SERVED_DIRS)) {
    // The build's gzip copies (level 9), not brotli: the budgets count gzip bytes (docs/performance.md).
    // The host's page names the files it asks for first, as `npm start`'s does (serve/pagePreloads.ts).
    const pageLinks = Number(port) === APP_PORTS.host ? (pathname: string) => pagePreloadLinks(pathname, shiftedRemotesJson(root)) : undefined;
    const app = await createStaticApp({ root, apiTarget: `http://127.0.0.1:${SANDBOX_PORT}`, spa: true, brotli: false, pageLinks });
    await app.listen({ port: Number(port), host: '127.0.0.1' });
  }
  process.stdout.write('bench servers ready\n');
}

main().catch((error: Error) => {
  process.stderr.write(`bench servers: ${error.message}\n`);
  process.exit(1);
});
