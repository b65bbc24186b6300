import { buildServer } from './server';
import { seedBench } from './bench/benchSeed';
import { seedBenchFranchise } from './bench/benchFranchise';

// Same port rule as tooling/rspack/apps.ts: PORTAL_PORT_BASE + 1000, 4000 by default.
const port = Number(process.env.SANDBOX_PORT || Number(process.env.PORTAL_PORT_BASE || 3000) + 1000);
const host = process.env.SANDBOX_HOST || '127.0.0.1';
const simulation = !['0', 'false', 'off'].includes(String(process.env.SANDBOX_SIMULATION ?? '1').toLowerCase());

const app = buildServer({ simulation, logger: process.env.SANDBOX_LOG === '1' });
// `pnpm bench` only: an extra store with 1,000+ live orders (sandbox/src/bench/benchSeed.ts) and a franchise of 50
// stores with live orders (sandbox/src/bench/benchFranchise.ts).
if (process.env.SANDBOX_BENCH_SEED === '1') {
  seedBench(app.sandbox);
  seedBenchFranchise(app.sandbox);
}

app
  .listen({ port, host })
  .then(() => {
    console.log(`Sandbox API em http://${host}:${port}/api (simulação ${simulation ? 'ligada' : 'desligada'}; senha das contas demo: Senha@123)`);
  })
  .catch((error: unknown) => {
    console.error('Sandbox API não iniciou:', error instanceof Error ? error.message : error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
