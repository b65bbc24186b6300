/**
 * remote-operations's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'operations',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './OrdersPage': './src/exposes/OrdersPage.tsx',
    './OrderDetailsPage': './src/exposes/OrderDetailsPage.tsx',
    './OrderHistoryPage': './src/exposes/OrderHistoryPage.tsx',
    './CouriersPage': './src/exposes/CouriersPage.tsx',
    './CourierFormPage': './src/exposes/CourierFormPage.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
