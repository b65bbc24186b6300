import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Business, BusinessUser } from '../domain/model';
import type { Sandbox, TokenKind } from '../domain/sandbox';
import type { ContractOperation } from '../contract/load';
import { unauthorized } from '../domain/errors';
import { readCookie } from './cookies';

export const SESSION_COOKIE = 'portal_session';

export interface Scope {
  /** The business the call acts on: the store of the Authorization token, else the user's own. */
  business: Business;
  /** The signed-in user. */
  user: BusinessUser;
}

/** What every handler receives. Return the JSON body; set another status with reply.code(). */
export interface HandlerContext<Body = any, Query = any, Params = any> {
  request: FastifyRequest;
  reply: FastifyReply;
  sandbox: Sandbox;
  operation: ContractOperation;
  body: Body;
  query: Query;
  params: Params;
  now: () => Date;
  /** The signed-in user (401 when there is no valid session). */
  user: () => BusinessUser;
  /** The business and user of the call (401 without session, 403 for a foreign store token). */
  scope: () => Scope;
}

export type Handler = (ctx: HandlerContext) => unknown | Promise<unknown>;

/** Each routes/<domain>.ts exports `handlers: Handlers`, keyed by the contract's operationId. */
export type Handlers = Record<string, Handler>;

export const tokenKindOf = (url: string): TokenKind => (url.startsWith('/api/order-hub/') ? 'order-hub' : 'box');

/** The signed-in user of a request, or a 401 ApiError. */
export function sessionUser(request: FastifyRequest, sandbox: Sandbox): BusinessUser {
  const user = sandbox.sessionUser(readCookie(request, SESSION_COOKIE));
  if (!user) throw unauthorized('Sessão expirada ou inexistente. Faça o login novamente.');
  return user;
}

/**
 * scope(request): the business a call acts on. `Authorization: <token>` (optionally 'Bearer <token>')
 * names a store; box calls use its box_api_token, order-hub calls its order_hub_token, and the store must
 * be one the signed-in user may access (403 otherwise). Without the header: the user's own business.
 */
export function scope(request: FastifyRequest, sandbox: Sandbox): Scope {
  const user = sessionUser(request, sandbox);
  const header = request.headers.authorization?.trim();
  if (header) {
    const token = header.replace(/^Bearer\s+/i, '');
    return { user, business: sandbox.businessByToken(user, token, tokenKindOf(request.url)) };
  }
  return { user, business: sandbox.business(user.business_uuid) };
}

// ---- Typed handlers from the generated contract types (shared/src/api/generated/<domain>.ts) ----

type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Present<T> = [T] extends [never] ? undefined : [T] extends [undefined] ? undefined : T;

/** The JSON request body of a generated operation. */
export type BodyOf<Op> = Op extends { requestBody: infer R }
  ? Present<JsonOf<NonNullable<R>>>
  : Op extends { requestBody?: infer R }
    ? Present<JsonOf<NonNullable<R>>> | undefined
    : undefined;
/** Query parameters (validated and coerced by ajv). */
export type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [Q] extends [never]
    ? Record<string, never>
    : NonNullable<Q>
  : Record<string, never>;
/** Path parameters (validated and coerced by ajv). */
export type ParamsOf<Op> = Op extends { parameters: { path?: infer P } }
  ? [P] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;
/** Any JSON answer the contract declares for the operation (success or error). */
export type AnswerOf<Op> = Op extends { responses: infer R } ? { [S in keyof R]: JsonOf<R[S]> }[keyof R] : never;

export type TypedHandler<Op> = (ctx: HandlerContext<BodyOf<Op>, QueryOf<Op>, ParamsOf<Op>>) => AnswerOf<Op> | Promise<AnswerOf<Op>>;

/** Every operation of a generated `operations` interface needs a handler, typed by the contract. */
export type TypedHandlers<Ops> = { [K in keyof Ops]-?: TypedHandler<Ops[K]> };

/**
 * Declares a domain's handlers against its generated contract types, e.g.
 *   export const handlers = defineHandlers<operations>({ login: ({ body }) => …, … });
 * A missing handler, a wrong field in the body/query/params or an answer outside the contract is a
 * type error; the contract test catches the rest at run time.
 */
export const defineHandlers = <Ops>(handlers: TypedHandlers<Ops>): Handlers => handlers as unknown as Handlers;
