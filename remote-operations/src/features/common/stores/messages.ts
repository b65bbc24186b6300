/** pt-BR texts of 'Todas as lojas' (docs/decisions.md D14). */
export const allStoresMessages = {
  colStore: 'Loja',
  unknownStore: 'Loja',
  storeFilterLabel: 'Filtrar por loja',
  storeFilterPlaceholder: 'Todas as lojas',
  storeLoadError: (store: string, error: string) => `${store}: ${error}`,
  retry: 'Tentar novamente',
  countsByStore: 'Por loja',
  countsTitle: 'Pedidos de hoje por loja',
  unavailable: '—',
  partialSum: (answered: number, total: number) => `Soma de ${answered} de ${total} lojas`,
  alertTitle: (store: string, kind: string) => `${store}: ${kind.charAt(0).toLowerCase()}${kind.slice(1)}`,
  orderOf: (store: string) => `Loja: ${store}`,
} as const;
