/**
 * remote-auth's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'auth',
  exposes: {
    './SignInPage': './src/exposes/SignInPage.tsx',
    './PasswordResetPage': './src/exposes/PasswordResetPage.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
