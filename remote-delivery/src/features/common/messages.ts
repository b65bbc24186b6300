/**
 * The texts of a create whose answer never came (time-out, connection lost): never reported as failed, confirmed
 * with the server. The staging page and the legacy builder say the same (common/reconcile.ts).
 */
export const lostCreateMessages = {
  creating: 'Criando a entrega…',
  confirming: 'Estamos confirmando com o servidor se a entrega foi criada. Não é preciso criar de novo.',
  processingTag: 'Em processamento',
  notConfirmed: 'O servidor ainda não confirmou a criação. Os pedidos continuam na lista e podem ser enviados de novo sem risco de duplicar.',
} as const;
