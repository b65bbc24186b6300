import { createTestServer, signIn } from '../testing/helpers';
import { DEMO_ACCOUNTS } from '../domain/seed';
import type { ContractOperation, JsonSchema } from './load';

/**
 * Every operation of every contract file, fed bad input: a body that is not an object, a body without
 * its required fields, a field of the wrong type, a malformed JSON text, a query parameter of the wrong
 * type. Each must answer 4xx with the contract's error shape (message + errors[].detail), never a 5xx.
 * New operations are covered as soon as they are added to a contract file.
 */

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/** A valid value of a scalar type, to send wrapped in a list (a body is taken as sent, never unwrapped). */
function listOfOneFor(schema: JsonSchema): unknown[] | undefined {
  const samples: Record<string, unknown> = { string: 'texto', number: 50, integer: 50, boolean: true };
  return typeof schema.type === 'string' && schema.type in samples ? [samples[schema.type]] : undefined;
}

/** A value that ajv cannot coerce into the declared type. */
function wrongValueFor(schema: JsonSchema): unknown {
  const type = schema.type;
  if (typeof type === 'string' && SCALAR_TYPES.has(type)) return { inesperado: true };
  if (type === 'object') return 'texto';
  return undefined;
}

function urlOf(op: ContractOperation, query = ''): string {
  // Path parameters get a plausible value; validation runs before any lookup.
  const path = op.path.replace(/\{[^}]+\}/g, '1');
  return query ? `${path}?${query}` : path;
}

interface BadInput {
  name: string;
  payload: string;
  query?: string;
}

function badInputsFor(op: ContractOperation): BadInput[] {
  const cases: BadInput[] = [];
  const body = op.schema.body;
  if (body && !op.multipart && body.type === 'object') {
    cases.push({ name: 'body not an object', payload: JSON.stringify('texto') });
    cases.push({ name: 'malformed JSON', payload: '{"aberto": ' });
    const required = (body.required as string[] | undefined) ?? [];
    if (required.length) cases.push({ name: `body without ${required.join(', ')}`, payload: '{}' });
    const properties = (body.properties as Record<string, JsonSchema> | undefined) ?? {};
    const typed = Object.entries(properties).find(([, schema]) => wrongValueFor(schema) !== undefined);
    if (typed) {
      const [field, schema] = typed;
      cases.push({ name: `'${field}' of the wrong type`, payload: JSON.stringify({ [field]: wrongValueFor(schema) }) });
    }
    // Every required scalar of the body, valid but for one of them sent as a list of one: still refused.
    const wrapped = Object.entries(properties).find(([, schema]) => listOfOneFor(schema) !== undefined);
    if (wrapped) {
      const [field, schema] = wrapped;
      cases.push({ name: `'${field}' as a list of one`, payload: JSON.stringify({ [field]: listOfOneFor(schema) }) });
    }
  }
  const query = op.schema.querystring;
  const queryProps = (query?.properties as Record<string, JsonSchema> | undefined) ?? {};
  const numeric = Object.entries(queryProps).find(([, schema]) => schema.type === 'integer' || schema.type === 'number');
  if (numeric) cases.push({ name: `query '${numeric[0]}' not a number`, payload: '', query: `${numeric[0]}=abc` });
  return cases;
}

describe('contract: bad input answers 4xx with the error shape', () => {
  const app = createTestServer();
  let cookie = '';
  beforeAll(async () => {
    await app.ready();
    cookie = await signIn(app, DEMO_ACCOUNTS.loja);
  });
  afterAll(() => app.close());

  const operations = () => app.contract.operations.flatMap((op) => badInputsFor(op).map((input) => ({ op, input })));

  it('covers the operations that take a body or typed query parameters', () => {
    expect(operations().length).toBeGreaterThan(10);
    expect(new Set(operations().map(({ op }) => op.operationId)).size).toBeGreaterThan(5);
  });

  it('answers every bad input with 4xx and { message, errors[0].detail }', async () => {
    const failures: string[] = [];
    for (const { op, input } of operations()) {
      const res = await app.inject({
        method: op.method,
        url: urlOf(op, input.query),
        headers: { cookie, ...(input.payload ? { 'content-type': 'application/json' } : {}) },
        ...(input.payload ? { payload: input.payload } : {}),
      });
      const body = res.json() as { message?: unknown; errors?: { detail?: unknown }[] };
      const shaped = typeof body.message === 'string' && typeof body.errors?.[0]?.detail === 'string';
      if (res.statusCode < 400 || res.statusCode >= 500 || !shaped) {
        failures.push(`${op.method} ${op.path} (${op.operationId}) with ${input.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
