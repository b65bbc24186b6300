/**
 * remote-delivery's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'delivery',
  /**
   * Version of this list (semver), checked by tooling/contract/exposes.test.ts against
   * tooling/contract/exposes.lock.json: adding a module is a new minor; removing or renaming one
   * breaks the host and integrators, so it is a new major (and a new lock entry).
   */
  exposesVersion: '1.0.0',
  exposes: {
    './DeliveryPage': './src/exposes/DeliveryPage.tsx',
    './LegacyDeliveryPage': './src/exposes/LegacyDeliveryPage.tsx',
    './StagedDeliverySection': './src/exposes/StagedDeliverySection.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
