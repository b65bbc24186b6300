/**
 * remote-operations's URL map (docs/decisions.md D1): each page's address and the exposed module that draws it.
 * The host's route table and menu, this remote's mount() and every link to these pages are built from it, so an
 * address is written once. A map holds only addresses: any app may import it (biome.jsonc).
 */
export const operationsPages = {
  home: { path: '/pages/home', page: 'HomePage' },
  orders: { path: '/pages/orders', page: 'OrdersPage' },
  orderDetails: { path: '/pages/orders/:orderId', page: 'OrderDetailsPage' },
  orderHistory: { path: '/pages/order-history', page: 'OrderHistoryPage' },
  couriers: { path: '/pages/couriers', page: 'CouriersPage' },
  courierCreate: { path: '/pages/courier/create', page: 'CourierFormPage' },
  courierEdit: { path: '/pages/courier/:id', page: 'CourierFormPage' },
} as const;

/*
 * The helpers fill a pattern as react-router's generatePath does (the value URI-encoded), without importing it: a
 * map imports nothing, so the host's entry can read it before the shared libraries are negotiated (remotes/preload.ts).
 */
/** The address of one order's details. */
export const orderDetailsPath = (orderId: string) => operationsPages.orderDetails.path.replace(':orderId', encodeURIComponent(orderId));
/** The address of one courier's form. */
export const courierEditPath = (id: string) => operationsPages.courierEdit.path.replace(':id', encodeURIComponent(id));
