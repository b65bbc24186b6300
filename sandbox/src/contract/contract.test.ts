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
    expect(() =>
      execFileSync(tsx, ['scripts/generate-contract-types.ts', '--check'], { cwd: root, stdio: 'pipe', encoding: 'utf8' }),
    ).not.toThrow();
  });
});
