/**
 * remote-auth's URL map (docs/decisions.md D1): each page's address and the exposed module that draws it. The
 * host's route table, this remote's mount() and every link to these pages are built from it, so an address is
 * written once. A map holds only addresses: any app may import it (biome.jsonc).
 */
export const authPages = {
  signIn: { path: '/', page: 'SignInPage' },
  passwordReset: { path: '/redefinir-senha/:token', page: 'PasswordResetPage' },
} as const;
