/** What version B of remote-account shows above each of its pages (deployment e2e). */
export const RELEASE_B_LABEL = 'remote-account versão B';

/** Release B of remote-operations (deployment e2e): its list-orders call also asks for the total (get_total=1). */
export const OPERATIONS_RELEASE_B_EDIT = {
  search: "http.get<OrderList>('list-orders', { ...at, flow: 'order-hub', params: clean(query), signal })",
  replace: "http.get<OrderList>('list-orders', { ...at, flow: 'order-hub', params: clean({ ...query, get_total: 1 }), signal })",
};

/** Release C of remote-account (deployment e2e): its pages throw as they mount. */
export const RELEASE_C_LABEL = 'remote-account versão C';
