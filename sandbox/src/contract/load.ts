import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The domain contracts, each served by sandbox/src/routes/<domain>.ts. */
export const DOMAINS = ['auth', 'delivery', 'operations', 'account', 'wallet'] as const;
export type Domain = (typeof DOMAINS)[number];

export const CONTRACT_DIR = process.env.SANDBOX_CONTRACT_DIR ?? path.resolve(__dirname, '../../../shared/contract');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  domain: Domain;
  file: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, e.g. /api/order-hub/orders/{orderId} */
  path: string;
  /** Fastify url, e.g. /api/order-hub/orders/:orderId */
  url: string;
  operationId: string;
  /** No session needed (security: []). */
  public: boolean;
  /**
   * The permission the call needs (`x-permission`, a project extension): the same the portal checks before it offers
   * the action (docs/decisions.md, 'Permissions are the server's rule'). Without it the call changes nothing, or only
   * the caller's own data.
   */
  permission?: string;
  multipart: boolean;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  /** Response body schemas by status code ('200', '4XX', 'default'…), fully dereferenced. */
  responses: Record<string, JsonSchema | undefined>;
}

export interface LoadedContract {
  documents: Record<string, Record<string, unknown>>;
  operations: ContractOperation[];
}

type Doc = Record<string, unknown>;

/** Reads every *.yaml file of the contract folder. */
export function readDocuments(dir = CONTRACT_DIR): Record<string, Doc> {
  const documents: Record<string, Doc> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    documents[file] = parse(readFileSync(path.join(dir, file), 'utf8')) as Doc;
  }
  return documents;
}

const pointer = (doc: unknown, ref: string): unknown => {
  if (!ref || ref === '#') return doc;
  const parts = ref
    .replace(/^#\/?/, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = doc;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || !(part in (node as Doc))) return undefined;
    node = (node as Doc)[part];
  }
  return node;
};

/**
 * Inlines every $ref (local '#/…' or cross-file './common.yaml#/…'), recursively. Sibling keys of a
 * $ref (OpenAPI 3.1 allows description etc.) are kept. Vendor extensions (x-…) are dropped.
 */
export function dereference(value: unknown, file: string, documents: Record<string, Doc>, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => dereference(v, file, documents, seen));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Doc;
  if (typeof obj.$ref === 'string') {
    const [target, hash = ''] = obj.$ref.split('#');
    const targetFile = target ? path.posix.normalize(path.posix.join(path.posix.dirname(file), target)).replace(/^\.\//, '') : file;
    const key = `${targetFile}#${hash}`;
    if (seen.includes(key)) throw new Error(`Contract: circular $ref ${key} (from ${file})`);
    const doc = documents[targetFile];
    if (!doc) throw new Error(`Contract: $ref to unknown file ${obj.$ref} (from ${file})`);
    const resolved = pointer(doc, `#${hash}`);
    if (resolved === undefined) throw new Error(`Contract: unresolved $ref ${obj.$ref} (from ${file})`);
    const inlined = dereference(resolved, targetFile, documents, [...seen, key]) as Doc;
    const { $ref: _ignored, ...siblings } = obj;
    return Object.keys(siblings).length ? { ...inlined, ...(dereference(siblings, file, documents, seen) as Doc) } : inlined;
  }
  const out: Doc = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k.startsWith('x-')) continue;
    out[k] = dereference(v, file, documents, seen);
  }
  return out;
}

export const toFastifyUrl = (openApiPath: string): string => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

function parametersSchema(params: Parameter[], location: 'query' | 'path'): JsonSchema | undefined {
  const own = params.filter((p) => p.in === location);
  if (!own.length) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const p of own) {
    properties[p.name] = p.schema ?? { type: 'string' };
    if (p.required || location === 'path') required.push(p.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

const permissionOf = (op: Doc | undefined): { permission?: string } => (typeof op?.['x-permission'] === 'string' ? { permission: op['x-permission'] } : {});

const compact = <T extends Record<string, unknown>>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Loads, dereferences and lists every operation of the domain contracts. */
export function loadContract(dir = CONTRACT_DIR): LoadedContract {
  const documents = readDocuments(dir);
  const operations: ContractOperation[] = [];
  const ids = new Map<string, string>();
  for (const domain of DOMAINS) {
    const file = `${domain}.yaml`;
    const doc = documents[file];
    if (!doc) throw new Error(`Contract: missing ${file} in ${dir}`);
    const docSecurity = (doc.security as unknown[] | undefined) ?? [];
    const paths = (doc.paths ?? {}) as Record<string, Doc>;
    for (const [p, item] of Object.entries(paths)) {
      const resolvedItem = dereference(item, file, documents) as Doc;
      const shared = (resolvedItem.parameters as Parameter[] | undefined) ?? [];
      for (const method of METHODS) {
        const op = resolvedItem[method] as Doc | undefined;
        if (!op) continue;
        const operationId = op.operationId as string | undefined;
        if (!operationId) throw new Error(`Contract: ${method.toUpperCase()} ${p} in ${file} has no operationId`);
        if (ids.has(operationId)) throw new Error(`Contract: duplicate operationId ${operationId} (${ids.get(operationId)} and ${file})`);
        ids.set(operationId, file);
        const params = [
          ...shared.filter((s) => !((op.parameters as Parameter[] | undefined) ?? []).some((o) => o.name === s.name && o.in === s.in)),
          ...((op.parameters as Parameter[] | undefined) ?? []),
        ];
        const content = ((op.requestBody as Doc | undefined)?.content ?? {}) as Record<string, { schema?: JsonSchema }>;
        const security = (op.security as unknown[] | undefined) ?? docSecurity;
        const responses: Record<string, JsonSchema | undefined> = {};
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Doc>)) {
          const json = (response.content as Record<string, { schema?: JsonSchema }> | undefined)?.['application/json'];
          responses[status] = json?.schema;
        }
        operations.push({
          domain,
          file,
          method: method.toUpperCase() as ContractOperation['method'],
          path: p,
          url: toFastifyUrl(p),
          operationId,
          public: security.length === 0,
          // Read from the document as written: dereferencing drops vendor extensions.
          ...permissionOf((item as Doc)[method] as Doc | undefined),
          multipart: 'multipart/form-data' in content,
          schema: compact({
            body: content['application/json']?.schema,
            querystring: parametersSchema(params, 'query'),
            params: parametersSchema(params, 'path'),
          }),
          responses,
        });
      }
    }
  }
  return { documents, operations };
}
