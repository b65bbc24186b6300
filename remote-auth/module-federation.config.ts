/**
 * remote-auth's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'auth',
  /**
   * Version of this list (semver), checked by tooling/contract/exposes.test.ts against
   * tooling/contract/exposes.lock.json: adding a module is a new minor; removing or renaming one
   * breaks the host and integrators, so it is a new major (and a new lock entry).
   */
  exposesVersion: '1.0.0',
  exposes: {
    './SignInPage': './src/exposes/SignInPage.tsx',
    './PasswordResetPage': './src/exposes/PasswordResetPage.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
