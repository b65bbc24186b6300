/** pt-BR texts of 'Enviar rastreio' (docs/decisions.md D13). */
export const shareTrackingMessages = {
  send: 'Enviar rastreio',
  dialogTitle: 'Enviar rastreio ao cliente',
  dialogHint: 'Copie a mensagem com o link de rastreio ou envie pelo WhatsApp do cliente.',
  copy: 'Copiar mensagem',
  copied: 'Mensagem copiada.',
  copyError: 'Não foi possível copiar. Selecione a mensagem e copie manualmente.',
  whatsapp: 'Enviar pelo WhatsApp',
  noPhone: 'O pedido não tem o telefone do cliente: copie a mensagem e envie por onde preferir.',
  shareTitle: (ref: string) => `Rastreio do pedido ${ref}`,
  /** The message the customer gets; the link follows it. */
  message: (customer: string, ref: string, store: string) =>
    `Olá${customer ? `, ${customer}` : ''}! Seu pedido ${ref}${store ? ` de ${store}` : ''} já está com a entrega. Acompanhe aqui:`,
} as const;
