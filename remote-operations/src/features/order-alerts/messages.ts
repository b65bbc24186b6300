import type { OrderAlert, OrderAlertKind } from './alertRules';

/** pt-BR texts of the order alerts (docs/decisions.md, 'Order alerts'): the bell in the header, its settings, the notifications. */
const KIND = {
  toApprove: 'Novo pedido em preparo',
  newLive: 'Novo pedido',
  cancelled: 'Entrega cancelada',
  notDelivered: 'Entrega não realizada',
} as const satisfies Record<OrderAlertKind, string>;

const inStore = (store: string, what: string) => `${store}: ${what.charAt(0).toLowerCase()}${what.slice(1)}`;

export const alertMessages = {
  bell: 'Alertas de pedidos',
  bellWithCount: (n: number) => `Alertas de pedidos: ${n} ${n === 1 ? 'novidade' : 'novidades'}`,
  settingsTitle: 'Alertas de pedidos',
  /** The settings icon of the bell's panel, and the way back to the alerts. */
  settings: 'Configurações dos alertas',
  backToAlerts: 'Voltar aos alertas',
  empty: 'Nenhum alerta por enquanto',
  emptyHint: 'Pedidos novos, entregas canceladas e não entregues aparecem aqui enquanto o portal está aberto.',
  unread: 'não lido',
  recentLabel: 'Alertas recentes',
  /** Said once per refresh that brought alerts (a polite live region), never one per alert. */
  arrived: (n: number) => (n === 1 ? '1 novo alerta de pedidos' : `${n} novos alertas de pedidos`),
  settingsHint: 'Avisos de pedidos novos e de entregas canceladas ou não entregues, em qualquer página do portal.',
  sound: 'Tocar um som',
  notifications: 'Notificações do navegador',
  notificationsBlocked: 'O navegador bloqueou as notificações deste site. Libere-as nas configurações do navegador e tente de novo.',
  notificationsUnsupported: 'Este navegador não mostra notificações.',
  tabTitle: (n: number) => `(${n}) Pedidos · Portal do Comerciante`,
  /** A franchise's alert names its store: 'Loja Centro: novo pedido em preparo' (D14). */
  inStore,
  /** The tab's title with the last alert of a franchise: '(2) Loja Centro: novo pedido em preparo'. */
  tabTitleNamed: (n: number, last: string) => `(${n}) ${last}`,
  kind: KIND,
  /** The alert's title: its kind, and its store's name for a franchise. */
  title: (alert: OrderAlert) => (alert.storeName ? inStore(alert.storeName, KIND[alert.kind]) : KIND[alert.kind]),
  body: (alert: OrderAlert) => (alert.customer ? `Pedido ${alert.reference} · ${alert.customer}` : `Pedido ${alert.reference}`),
} as const;
