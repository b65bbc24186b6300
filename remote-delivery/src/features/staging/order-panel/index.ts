/** The 'Novo pedido' / 'Editar pedido' side panel of the staging page (docs/spec/part-1-signin-dashboard-delivery.md §2, §3, §5, §8). */
export { default as OrderPanel } from './OrderPanel';
export { orderPanelMessages } from './messages';
export type { OrderPanelProps } from './OrderPanel';
