/** Texts the portal shows where the specification gives none (decided in docs/decisions.md). */
export const appMessages = {
  remoteFailedTitle: 'Não foi possível carregar esta parte do portal',
  remoteFailedBody: 'Verifique sua conexão e tente novamente.',
  /** The same panel when the network works: the part failed, not the merchant's connection. */
  remoteFailedPartBody: 'Esta parte do portal falhou ao carregar; sua conexão está funcionando. Tente novamente em instantes.',
  /** Ends either body, except where the part that failed is the signed-in layout itself (nothing else is on screen). */
  remoteFailedRestWorks: 'O restante do portal continua funcionando.',
  retry: 'Tentar novamente',
  loading: 'Carregando…',
  sessionExpired: 'Sua sessão expirou. Entre novamente para continuar.',
  genericError: 'Algo deu errado. Tente novamente.',
  notFoundTitle: 'Página não encontrada',
  notFoundBody: 'O endereço acessado não existe ou foi removido.',
  backHome: 'Voltar para o início',
} as const;
