/**
 * remote-delivery's URL map (docs/decisions.md D1): each page's address and the exposed module that draws it. The
 * host's route table, this remote's mount() and every link to these pages are built from it, so an address is
 * written once. A map holds only addresses: any app may import it (biome.jsonc).
 */
export const deliveryPages = {
  staging: { path: '/pages/delivery', page: 'DeliveryPage' },
  legacyBuilder: { path: '/pages/old-delivery', page: 'LegacyDeliveryPage' },
} as const;
