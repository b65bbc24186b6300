/**
 * remote-account's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'account',
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
