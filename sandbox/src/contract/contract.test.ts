import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DOMAINS, loadContract } from './load';
import { contractGaps } from './register';
import { HANDLERS } from '../server';

describe('contract ↔ sandbox', () => {
  const contract = loadContract();

  it('loads every domain file with unique operationIds', () => {
    for (const domain of DOMAINS) expect(contract.documents[`${domain}.yaml`]).toBeDefined();
    const ids = contract.operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a handler for every operation, and an operation for every handler', () => {
    expect(contractGaps(contract, HANDLERS)).toEqual({ missingHandlers: [], unknownHandlers: [] });
  });

  it('keeps every path under the D2 prefixes and gives every operation its error answers', () => {
    for (const op of contract.operations) {
      expect(op.path).toMatch(/^\/api\/(box|order-hub|geo-service)\//);
      expect(Object.keys(op.responses).some((s) => s.startsWith('2'))).toBe(true);
      if (!op.public) expect(op.responses['401']).toBeDefined();
    }
  });

  it('has generated TypeScript types that are up to date', () => {
    const root = path.resolve(__dirname, '../..');
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    expect(() => execFileSync(tsx, ['scripts/generate-contract-types.ts', '--check'], { cwd: root, stdio: 'pipe', encoding: 'utf8' })).not.toThrow();
  });
});

describe('route registration', () => {
  it('validates answers against the contract and answers 501 for an operation without handler', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerContractRoutes } = await import('./register');
    const { installErrorHandling } = await import('../http/errors');
    const { Sandbox } = await import('../domain/sandbox');
    const contract = loadContract();
    const pick = (id: string) => contract.operations.filter((op) => op.operationId === id).map((op) => ({ ...op, public: true }));
    const app = Fastify();
    installErrorHandling(app);
    registerContractRoutes(
      app,
      { documents: contract.documents, operations: [...pick('listRevisionReasons'), ...pick('listActiveBanners')] },
      {
        sandbox: new Sandbox(() => new Date()),
        handlers: { auth: {}, delivery: {}, account: {}, wallet: {}, operations: { listRevisionReasons: () => ({ data: { OTHER: 42 } }) } },
        validateResponses: true,
      },
    );
    const wrong = await app.inject({ method: 'GET', url: '/api/order-hub/order-revision-reasons' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().message).toContain('listRevisionReasons');
    const missing = await app.inject({ method: 'GET', url: '/api/box/v2/business-banners/active' });
    expect(missing.statusCode).toBe(501);
    expect(missing.json().errors[0].detail).toContain('listActiveBanners');
    await app.close();
  });
});
