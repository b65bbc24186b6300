import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from 'shared/contract-types/common';
import { ApiError } from '../domain/errors';

/** The contract's Error shape. */
export type ErrorBody = components['schemas']['Error'];

export const errorBody = (message: string, details: string[] = [message]): ErrorBody => ({
  message,
  errors: details.map((detail) => ({ detail })),
});

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  message?: string;
}

const LOCATION: Record<string, string> = { body: 'corpo', querystring: 'parâmetro', params: 'caminho', headers: 'cabeçalho' };

/** Translates one ajv error into a pt-BR sentence. */
export function describeValidationError(error: AjvError, context = 'body'): ErrorBody['errors'][number] {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = error.keyword === 'required' ? [path, error.params.missingProperty].filter(Boolean).join('.') : path;
  const name = field ? `O campo '${field}'` : `O ${LOCATION[context] ?? 'valor'} da requisição`;
  const p = error.params;
  let text: string;
  switch (error.keyword) {
    case 'required':
      text = `${name} é obrigatório.`;
      break;
    case 'type':
      text = `${name} deve ser do tipo ${String(p.type).replace('string', 'texto').replace('integer', 'número inteiro').replace('number', 'número').replace('boolean', 'booleano').replace('object', 'objeto').replace('array', 'lista')}.`;
      break;
    case 'minLength':
      text = p.limit === 1 ? `${name} não pode ficar vazio.` : `${name} deve ter pelo menos ${p.limit} caracteres.`;
      break;
    case 'maxLength':
      text = `${name} deve ter no máximo ${p.limit} caracteres.`;
      break;
    case 'minimum':
      text = `${name} deve ser maior ou igual a ${p.limit}.`;
      break;
    case 'maximum':
      text = `${name} deve ser menor ou igual a ${p.limit}.`;
      break;
    case 'exclusiveMinimum':
      text = `${name} deve ser maior que ${p.limit}.`;
      break;
    case 'enum':
      text = `${name} deve ser um dos valores: ${(p.allowedValues as unknown[]).join(', ')}.`;
      break;
    case 'format':
      text = p.format === 'email' ? `${name} deve ser um e-mail válido.` : `${name} não está no formato ${p.format}.`;
      break;
    case 'pattern':
      text = `${name} está em um formato inválido.`;
      break;
    case 'minItems':
      text = `${name} deve ter pelo menos ${p.limit} ${p.limit === 1 ? 'item' : 'itens'}.`;
      break;
    case 'maxItems':
      text = `${name} deve ter no máximo ${p.limit} itens.`;
      break;
    case 'additionalProperties':
      text = `O campo '${[path, p.additionalProperty].filter(Boolean).join('.')}' não é permitido.`;
      break;
    default:
      text = `${name} é inválido.`;
  }
  return { detail: text, ...(field ? { field } : {}) };
}

/**
 * Every error becomes the contract's Error shape in pt-BR: schema validation → 400, ApiError → its
 * status, malformed JSON → 400, anything else → 500 (logged, never leaking internals).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(errorBody(error.message, error.details));
    }
    if (error.validation) {
      const errors = (error.validation as unknown as AjvError[]).map((e) => describeValidationError(e, error.validationContext));
      return reply.code(400).send({ message: 'Dados inválidos. Verifique os campos e tente novamente.', errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 415) return reply.code(415).send(errorBody('Tipo de conteúdo não suportado.'));
    if (status === 413) return reply.code(413).send(errorBody('O conteúdo enviado é grande demais.'));
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/i.test(error.message)
          ? 'O corpo da requisição não é um JSON válido.'
          : 'Requisição inválida.';
      return reply.code(status).send(errorBody(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('Erro interno do servidor. Tente novamente.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.code(404).send(errorBody('Rota não encontrada.', [`${request.method} ${path} não existe nesta API.`]));
  });
}
