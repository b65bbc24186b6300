/**
 * remote-operations's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'operations',
  /**
   * Version of this list (semver), checked by tooling/contract/exposes.test.ts against
   * tooling/contract/exposes.lock.json: adding a module is a new minor; removing or renaming one
   * breaks the host and integrators, so it is a new major (and a new lock entry).
   */
  exposesVersion: '1.1.0',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './OrdersPage': './src/exposes/OrdersPage.tsx',
    './OrderDetailsPage': './src/exposes/OrderDetailsPage.tsx',
    './OrderHistoryPage': './src/exposes/OrderHistoryPage.tsx',
    './CouriersPage': './src/exposes/CouriersPage.tsx',
    './CourierFormPage': './src/exposes/CourierFormPage.tsx',
    // The order alerts the host's signed-in layout mounts once, in the header (docs/decisions.md, 'Order alerts').
    './OrderAlerts': './src/exposes/OrderAlerts.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
