/** An error with an HTTP status and the pt-BR texts of the contract's Error shape. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly details: string[];

  constructor(statusCode: number, message: string, details: string[] = [message]) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: string[]) => new ApiError(400, message, details);
export const unauthorized = (message = 'Não autorizado.') => new ApiError(401, message);
export const forbidden = (message = 'Acesso negado a esta loja.') => new ApiError(403, message);
export const notFound = (message = 'Registro não encontrado.') => new ApiError(404, message);
export const unprocessable = (message: string, details?: string[]) => new ApiError(422, message, details);
