/**
 * remote-account's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'account',
  /**
   * Version of this list (semver), checked by tooling/contract/exposes.test.ts against
   * tooling/contract/exposes.lock.json: adding a module is a new minor; removing or renaming one
   * breaks the host and integrators, so it is a new major (and a new lock entry).
   */
  exposesVersion: '1.0.0',
  exposes: {
    './FleetPlansPage': './src/exposes/FleetPlansPage.tsx',
    './BusinessProfilePage': './src/exposes/BusinessProfilePage.tsx',
    './UserProfilePage': './src/exposes/UserProfilePage.tsx',
    './StaffProfilesPage': './src/exposes/StaffProfilesPage.tsx',
    './CreateProfilePage': './src/exposes/CreateProfilePage.tsx',
    './RolesPage': './src/exposes/RolesPage.tsx',
    './WalletPage': './src/exposes/WalletPage.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
