/**
 * remote-delivery's public API: the modules other apps may load. Removing or renaming one breaks the
 * host (and integrators), so the list is versioned with the package and checked by a contract test.
 */
export default {
  name: 'delivery',
  exposes: {
    './DeliveryPage': './src/exposes/DeliveryPage.tsx',
    './LegacyDeliveryPage': './src/exposes/LegacyDeliveryPage.tsx',
    './StagedDeliverySection': './src/exposes/StagedDeliverySection.tsx',
    './mount': './src/exposes/mount.ts',
  },
};
