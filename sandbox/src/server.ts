import Fastify, { type FastifyInstance } from 'fastify';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import multipart from '@fastify/multipart';
import { loadContract, type Domain, type LoadedContract } from './contract/load';
import { OPENAPI_KEYWORDS, registerContractRoutes } from './contract/register';
import { registerTileRoute } from './tiles';
import { registerTelemetryRoutes } from './telemetry';
import { installErrorHandling } from './http/errors';
import { allowedOriginsFromEnv, installOriginCheck } from './http/origin';
import type { Handlers } from './http/context';
import { Sandbox } from './domain/sandbox';
import { seedSandbox } from './domain/seed';
import { Simulation, type SimulationOptions } from './domain/simulation';
import { handlers as auth } from './routes/auth';
import { handlers as delivery } from './routes/delivery';
import { handlers as operations } from './routes/operations';
import { handlers as account } from './routes/account';
import { handlers as wallet } from './routes/wallet';

/** Handler modules by domain: routes/<domain>.ts serves shared/contract/<domain>.yaml. */
export const HANDLERS: Record<Domain, Handlers> = { auth, delivery, operations, account, wallet };

export interface BuildServerOptions {
  /** Clock of the sandbox (seed and simulation are relative to it). */
  now?: () => Date;
  /** Run the background delivery simulation (default true; `sandbox.simulation.tick()` works either way). */
  simulation?: boolean;
  simulationOptions?: SimulationOptions;
  logger?: boolean;
  /** Validate every JSON answer against the contract (default: true under jest, else false). */
  validateResponses?: boolean;
  /** Preloaded contract (tests). */
  contract?: LoadedContract;
  /**
   * Origins, besides the call's own, whose pages may change data (http/origin.ts). Default: the portal's host and
   * remotes at PORTAL_PORT_BASE and PORTAL_ALLOWED_ORIGINS.
   */
  allowedOrigins?: Iterable<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: Sandbox;
    simulation: Simulation;
    contract: LoadedContract;
  }
}

/** What every request validator shares: the contract's OpenAPI keywords, every error at once, defaults filled in. */
const VALIDATION = { keywords: OPENAPI_KEYWORDS, strict: false, allErrors: true, useDefaults: true, removeAdditional: true } as const;

/** Builds the sandbox API: seeded state, contract routes, multipart support. */
export function buildServer(options: BuildServerOptions = {}): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ? { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] } : false,
    bodyLimit: 4 * 1024 * 1024,
    exposeHeadRoutes: false,
    // The portal's own web servers in front (serve/, nginx) run on this machine and say who the client
    // is in X-Forwarded-For: request.ip is that client, so the sign-in limit is per client (docs/decisions.md,
    // 'Sign-in attempts are limited per client and e-mail').
    // X-Forwarded-Host and -Proto say where the browser sent the call: the origin rule and the Secure cookie read them.
    trustProxy: ['127.0.0.1', '::1'],
  });
  const sandbox = new Sandbox(now);
  seedSandbox(sandbox);
  const simulation = new Simulation(sandbox, options.simulationOptions);
  const contract = options.contract ?? loadContract();

  // A JSON body is taken as sent: '"amount": [50]' or 'email: ["…"]' is a 400, not coerced into 50 or "…"
  // (Fastify's default coerces types, arrays to scalars included). Query and path parameters arrive as
  // text and are still read as the numbers and lists their schema says.
  const validators = {
    body: new Ajv({ ...VALIDATION, coerceTypes: false }),
    other: new Ajv({ ...VALIDATION, coerceTypes: 'array' }),
  };
  addFormats(validators.body);
  addFormats(validators.other);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? validators.body : validators.other).compile(schema));

  app.decorate('sandbox', sandbox);
  app.decorate('simulation', simulation);
  app.decorate('contract', contract);
  app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  installErrorHandling(app);
  installOriginCheck(app, options.allowedOrigins ?? allowedOriginsFromEnv(process.env));
  // JSON bodies: an empty body (POST without payload but with the JSON content type) reads as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = String(raw);
    if (!text.trim()) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('invalid JSON body'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }), undefined);
    }
  });
  app.register(async (scoped) => {
    registerContractRoutes(scoped, contract, {
      sandbox,
      handlers: HANDLERS,
      validateResponses: options.validateResponses ?? process.env.JEST_WORKER_ID !== undefined,
    });
  });
  registerTileRoute(app);
  registerTelemetryRoutes(app, now);
  // Liveness for `npm start`'s supervisor and a load balancer (docs/deployment.md): outside /api, so the portal's web
  // servers never pass it on; a real backend answers the same on its own /healthz.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/healthz',
    handler: async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  });
  if (options.simulation !== false) {
    simulation.start();
    app.addHook('onClose', async () => simulation.stop());
  }
  return app;
}
