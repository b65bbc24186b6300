/**
 * The answers the portal's own web servers give for the API when the backend can't give one, in the
 * contract's error shape and pt-BR. The same text from tooling/serve and from nginx (deploy/nginx), and
 * never the backend's internal address.
 */
export const API_BODY_TOO_LARGE = {
  message: 'O conteúdo enviado é grande demais.',
  errors: [{ detail: 'O conteúdo enviado é grande demais.' }],
};

export const API_UNAVAILABLE = {
  message: 'Não foi possível falar com o servidor agora. Tente novamente em instantes.',
  errors: [{ detail: 'Não foi possível falar com o servidor agora. Tente novamente em instantes.' }],
};

/** The sandbox's body limit (sandbox/src/server.ts); the web servers in front refuse bigger bodies the same way. */
export const API_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
