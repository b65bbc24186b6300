/** The sandbox's demo accounts (docs/decisions.md D6). */
export const DEMO_ACCOUNTS = ['loja@exemplo.com.br', 'frota@exemplo.com.br', 'franquia@exemplo.com.br', 'pospago@exemplo.com.br', 'semcriacao@exemplo.com.br'];
// Typed as string: the published types (@mf-types) carry no password.
export const DEMO_PASSWORD: string = 'Senha@123';
