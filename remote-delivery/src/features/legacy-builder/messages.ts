import type { ShippingType } from '../../api/delivery';
import { lostCreateMessages } from '../common/messages';

/** Every user-facing text of the legacy delivery builder (/pages/old-delivery). docs/spec/part-1-signin-dashboard-delivery.md §5, §8, §9. */
export const legacyMessages = {
  title: 'Montar entrega',
  subtitle: 'Versão clássica: adicione até 4 pedidos à lista e crie a entrega.',
  formTitle: 'Adicionar pedido',
  listTitle: 'Pedidos da entrega',
  emptyList: 'Nenhum pedido adicionado. Você pode adicionar até 4 pedidos.',

  // fields
  storeNameLabel: 'Nome da loja',
  creationTypeLabel: 'Tipo de criação',
  platformOrderIdLabel: 'Código do pedido na plataforma',
  clientNameLabel: 'Nome do cliente',
  phoneLabel: 'Telefone',
  withoutPhoneLabel: 'Cliente sem telefone',
  addressLabel: 'Endereço',
  addressHint: 'Busque a rua do cliente',
  addressSearching: 'Buscando endereços…',
  addressNoResults: 'Nenhum endereço encontrado',
  addressSearchFailed: 'Não foi possível buscar os endereços. Tente novamente.',
  numberLabel: 'Número',
  complementLabel: 'Complemento',
  orderDateLabel: 'Data do pedido',
  shippingTypeLabel: 'Tipo de envio',
  orderValueLabel: 'Valor do pedido',
  paymentTypeLabel: 'Tipo de pagamento',
  exchangeLabel: 'Troco para',
  obsLabel: 'Observações',
  quoteLabel: 'Valor da entrega',
  quoteWithReturn: 'Com retorno',
  quoteWithoutReturn: 'Sem retorno',
  quoting: 'Calculando a entrega…',
  addOrder: 'Adicionar pedido',

  // summary
  returnLabel: 'Com retorno',
  reverseLabel: 'Reversa',
  returnLockedByPayment: 'Pagamentos em cartão ou vale refeição exigem o retorno do entregador.',
  returnUnlockedByExchange: 'Pedido em dinheiro com troco: você pode escolher o retorno.',
  reverseHint: 'Na entrega reversa o entregador busca no cliente e traz para a loja (1 pedido).',
  ordersTotal: 'Total dos pedidos',
  deliveriesTotal: 'Total das entregas',
  createDelivery: 'Criar entrega',
  /** Shown under 'Criar entrega' to a profile without order.create (the server refuses the call: docs/decisions.md). */
  noCreatePermission: 'Seu perfil não tem permissão para criar entregas. Peça ao administrador a permissão "Criar pedidos".',
  seeOrders: 'Ver pedidos',

  // table
  colClient: 'Cliente',
  colPhone: 'Telefone',
  colAddress: 'Endereço',
  colPayment: 'Pagamento',
  colValue: 'Valor',
  colDelivery: 'Entrega',
  colActions: 'Ações',
  withoutPhone: 'Sem telefone',
  deleteOrder: 'Deletar pedido',
  deleteTitle: 'Deletar pedido',
  deleteBody: 'Tem certeza que deseja deletar este pedido da lista?',
  deleteConfirm: 'Deletar',
  cancel: 'Cancelar',

  // checks, in the order of §5
  limitReached: 'Limite de pedidos atingido!',
  storeNameRequired: 'Preencha os campos de nome da loja!',
  creationTypeRequired: 'Selecione o tipo de criação!',
  clientNameRequired: 'Preencha o campo de nome do cliente!',
  phoneInvalid: 'Preencha o campo com um telefone válido!',
  addressRequired: 'Preencha o campo de endereço!',
  neighborhoodInvalid: 'O endereço seleciona não contém um bairro válido. Selecione um endereço válido!',
  numberInvalid: 'Preencha o campo com um número válido!',
  orderDateRequired: 'Preencha o campo de data do pedido!',
  shippingTypeRequired: 'Selecione o tipo de envio!',
  orderValueRequired: 'Preencha o campo de valor do pedido!',
  exchangeTooLow: 'O troco não pode ser menor que o valor total do pedido!',
  paymentTypeRequired: 'Selecione o tipo de pagamento!',

  // §8
  orderAdded: 'Pedido adicionado com sucesso!',
  duplicateAddress: 'O pedido foi adicionado! Porém, já existe um pedido com o mesmo endereço. Tome cuidado para não criar pedidos duplicados!',
  orderDeleted: 'Pedido deletado!',
  outOfRange: 'Esse endereço está fora do seu raio de atuação',
  quoteFailed: 'Endereço não pode ser cotado! Tente novamente.',
  noBalance: 'Saldo insuficiente para adicionar o pedido!',
  businessNotFound: 'Comércio não encontrado! Entre em contato com o Administrador.',
  businessLoadFailed: 'Não foi possível carregar os dados da loja.',
  retry: 'Tentar novamente',
  created: 'Pedido criado com sucesso!',
  createFailed: 'Erro ao criar pedido!',
  // a create whose answer never came (time-out): never reported as failed, confirmed with the server
  ...lostCreateMessages,
  waitQuote: 'Aguarde o cálculo do valor da entrega.',
} as const;

/**
 * What each shipping type is called on screen (docs/spec/part-1-signin-dashboard-delivery.md §9): the spec's texts,
 * which are also the values the API takes — kept here so a change of either is a deliberate one.
 */
export const shippingTypeLabels: Record<ShippingType, string> = {
  'Entrega normal': 'Entrega normal',
  Malote: 'Malote',
};
