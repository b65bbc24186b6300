/** pt-BR texts shared by the screens of remote-operations (docs/spec/part-1-signin-dashboard-delivery.md §8, docs/spec/part-2-operations-account.md §8, D4). */
export const commonMessages = {
  balanceLoadError: 'Erro ao carregar o saldo',
  homeLowBalance: 'Saldo abaixo de R$15,00!',
  homeLowBalanceBody: 'Seu saldo está acabando. Faça uma recarga para continuar solicitando entregas.',
  ordersLowBalanceTitle: 'Seu saldo está baixo!',
  ordersLowBalanceBody: 'Seu saldo está abaixo de R$ 50,00. Faça uma recarga para não interromper suas entregas.',
  recharge: 'Recarregar',
  rechargeLink: 'Adicionar crédito',
  close: 'Fechar',
  noDelivery: 'Processando',
  noOrdersPermission: 'Você não tem permissão para ver os pedidos. Fale com o administrador da loja.',
} as const;
