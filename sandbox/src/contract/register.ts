import type { FastifyInstance } from 'fastify';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ContractOperation, Domain, JsonSchema, LoadedContract } from './load';
import type { HandlerContext, Handlers } from '../http/context';
import { scope, sessionUser } from '../http/context';
import type { Sandbox } from '../domain/sandbox';
import { ApiError } from '../domain/errors';
import { requirePermission } from '../domain/accounts';

/** OpenAPI keywords unknown to ajv (which already knows nullable, deprecated, readOnly…): ajv must ignore them. */
export const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

export function createResponseAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, keywords: OPENAPI_KEYWORDS });
  addFormats(ajv);
  return ajv;
}

/** Picks the response schema for a status: exact, then '2XX'-style, then 'default'. */
export function responseSchema(operation: ContractOperation, status: number): JsonSchema | undefined {
  const r = operation.responses;
  return r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default;
}

export interface RegisterOptions {
  sandbox: Sandbox;
  handlers: Record<Domain, Handlers>;
  /** Check every JSON answer against the contract; a mismatch becomes a 500 (use in tests and dev). */
  validateResponses?: boolean;
}

/** Operations of the contract without a handler, and handlers without an operation. */
export function contractGaps(contract: LoadedContract, handlers: Record<Domain, Handlers>): { missingHandlers: string[]; unknownHandlers: string[] } {
  const missingHandlers = contract.operations
    .filter((op) => typeof handlers[op.domain]?.[op.operationId] !== 'function')
    .map((op) => `${op.domain}.${op.operationId} (${op.method} ${op.path})`);
  const unknownHandlers: string[] = [];
  for (const [domain, map] of Object.entries(handlers)) {
    for (const id of Object.keys(map)) {
      if (!contract.operations.some((op) => op.domain === domain && op.operationId === id)) unknownHandlers.push(`${domain}.${id}`);
    }
  }
  return { missingHandlers, unknownHandlers };
}

/**
 * Registers one Fastify route per contract operation. Requests are validated by Fastify's ajv against the
 * contract; the handler is looked up by operationId in the module of the operation's domain. An operation
 * without handler answers 501 (and the completeness test fails).
 */
export function registerContractRoutes(app: FastifyInstance, contract: LoadedContract, options: RegisterOptions): void {
  const { sandbox } = options;
  const ajv = options.validateResponses ? createResponseAjv() : null;
  const validators = new Map<string, ValidateFunction | null>();
  const validatorFor = (op: ContractOperation, status: number): ValidateFunction | null => {
    const key = `${op.operationId}:${status}`;
    if (!validators.has(key)) {
      const schema = responseSchema(op, status);
      validators.set(key, schema && ajv ? ajv.compile(schema) : null);
    }
    return validators.get(key)!;
  };

  for (const operation of contract.operations) {
    const handler = options.handlers[operation.domain]?.[operation.operationId];
    app.route({
      method: operation.method,
      url: operation.url,
      schema: operation.schema,
      config: { operationId: operation.operationId },
      // Who may call comes before what was sent: no session is 401, a missing permission 403, whatever the body.
      preValidation: async (request) => {
        if (operation.public) return;
        sessionUser(request, sandbox);
        if (operation.permission) requirePermission(sandbox, scope(request, sandbox).user, operation.permission);
      },
      handler: async (request, reply) => {
        if (!handler) {
          throw new ApiError(501, 'Operação ainda não implementada no sandbox.', [
            `${operation.operationId} não tem handler em sandbox/src/routes/${operation.domain}.ts`,
          ]);
        }
        if (!operation.public) sessionUser(request, sandbox);
        let scoped: ReturnType<typeof scope> | undefined;
        const ctx: HandlerContext = {
          request,
          reply,
          sandbox,
          operation,
          body: request.body,
          query: request.query ?? {},
          params: request.params ?? {},
          now: sandbox.now,
          user: () => sessionUser(request, sandbox),
          scope: () => (scoped ??= scope(request, sandbox)),
        };
        const result = await handler(ctx);
        if (reply.sent) return reply;
        if (ajv && result !== undefined && !(result instanceof Buffer) && typeof result !== 'string') {
          const validate = validatorFor(operation, reply.statusCode);
          if (validate && !validate(result)) {
            const details = (validate.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
            request.log.error({ operationId: operation.operationId, details }, 'response does not match the contract');
            throw new ApiError(500, `A resposta de ${operation.operationId} não segue o contrato.`, details);
          }
        }
        return result;
      },
    });
  }
}
