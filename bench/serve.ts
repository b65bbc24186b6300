/**
 * The bench's static servers (a child process of the bench, so serving never competes with the
 * measuring process): the same server as `npm start` (serve/staticApp.ts: gzip, cache
 * headers, /api proxied to the sandbox) on the bench's own ports, plus the single-bundle baseline.
 */
import { SANDBOX_PORT, SERVED_DIRS } from './config';
import { createStaticApp } from 'serve/staticApp';

async function main() {
  for (const [port, root] of Object.entries(SERVED_DIRS)) {
    // The build's gzip copies (level 9), not brotli: the budgets count gzip bytes (docs/performance.md).
    const app = await createStaticApp({ root, apiTarget: `http://127.0.0.1:${SANDBOX_PORT}`, spa: true, brotli: false });
    await app.listen({ port: Number(port), host: '127.0.0.1' });
  }
  process.stdout.write('bench servers ready\n');
}

main().catch((error: Error) => {
  process.stderr.write(`bench servers: ${error.message}\n`);
  process.exit(1);
});
