import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answer, http, server, type SeenRequest } from './network';

/**
 * The typed clients and the contract agree (docs/architecture.md property 5). Each remote's api test calls every
 * function of its client through the fake network, then checks with these that every call is an operation of
 * shared/contract and that every operation of its domain was called. Test-only.
 */
export interface ContractOperation {
  method: string;
  /** As the contract writes it: /api/box/v2/roles/{id}. */
  path: string;
  pattern: RegExp;
  /** Answers JSON (false for the few that answer a page, text/html). */
  json: boolean;
}

const CONTRACT_DIR = path.resolve(__dirname, '../../contract');

/** The operations of one contract file (shared/contract/<file>): method and path. */
export function contractOperations(file: string): ContractOperation[] {
  const text = readFileSync(path.join(CONTRACT_DIR, file), 'utf8');
  const ops: ContractOperation[] = [];
  let current: string | null = null;
  for (const line of text.split('\n')) {
    const pathLine = /^ {2}(\/api\/\S+):\s*$/.exec(line);
    if (pathLine) current = pathLine[1] ?? null;
    else if (/^\S/.test(line)) current = null;
    const methodLine = /^ {4}(get|put|post|patch|delete):\s*$/.exec(line);
    if (current && methodLine) {
      const source = current.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+');
      ops.push({ method: methodLine[1]!.toUpperCase(), path: current, pattern: new RegExp(`^${source}$`), json: true });
    }
    const last = ops.at(-1);
    if (line.includes('text/html') && last) last.json = false;
  }
  return ops;
}

/** The contract file's text, to check the names a call sends (query parameters) are the contract's. */
export const contractText = (file: string): string => readFileSync(path.join(CONTRACT_DIR, file), 'utf8');

/** Every call gets an empty success: for tests that check where the calls go, not what they answer. */
export function answerEveryCall(): void {
  server.use(http.all('*', () => answer({})));
}

const matches = (op: ContractOperation, call: SeenRequest) => op.method === call.method && op.pattern.test(call.path);

/** The calls that are no operation of the contract ('GET /api/…'). */
export const callsOutside = (seen: SeenRequest[], ops: ContractOperation[]): string[] =>
  seen.filter((call) => !ops.some((op) => matches(op, call))).map((call) => `${call.method} ${call.path}`);

/** The operations no call reached ('GET /api/…/{id}'). */
export const operationsNotCalled = (ops: ContractOperation[], seen: SeenRequest[]): string[] =>
  ops.filter((op) => !seen.some((call) => matches(op, call))).map((op) => `${op.method} ${op.path}`);
