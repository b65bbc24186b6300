import type { Handlers } from '../http/context';

/**
 * Handlers of shared/contract/wallet.yaml, keyed by operationId. Each receives a HandlerContext
 * (body, query, params already validated against the contract; scope() gives the business and user).
 */
export const handlers: Handlers = {};
