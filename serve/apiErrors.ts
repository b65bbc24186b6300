/**
 * The answers the portal's own web servers give for the API when the backend can't give one, in the
 * contract's error shape and pt-BR. The same text from serve/ and from nginx (deploy/nginx), and
 * never the backend's internal address.
 */
const errorBody = (text: string) => ({ message: text, errors: [{ detail: text }] });

export const API_BODY_TOO_LARGE = errorBody('O conteúdo enviado é grande demais.');

export const API_UNAVAILABLE = errorBody('Não foi possível falar com o servidor agora. Tente novamente em instantes.');

/** A call that would change data from a page of another origin (serve/requestRules.ts); the sandbox answers the same. */
export const API_ORIGIN_REFUSED = errorBody('Esta página não tem permissão para alterar dados do portal.');

/** A body the web server could not read (a wrong Content-Length, a broken chunked body). */
export const API_BAD_REQUEST = errorBody('Requisição inválida.');

/** The sandbox's body limit (sandbox/src/server.ts); the web servers in front refuse bigger bodies the same way. */
export const API_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
