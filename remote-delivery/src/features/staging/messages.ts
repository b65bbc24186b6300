import { lostCreateMessages } from '../common/messages';

/**
 * Every user-facing text of the staging page (/pages/delivery) and of the staged-delivery section of
 * /pages/orders. docs/spec/part-1-signin-dashboard-delivery.md §2, §5, §8, §9 (catalogued texts copied exactly).
 */
export const stagingMessages = {
  titleEmpty: 'Montar entrega',
  titleStaged: 'Gestão de entregas',
  newOrder: 'Novo pedido',
  emptyTitle: 'Você não tem nenhuma entrega montada',
  emptyDescription: 'Adicione até 4 pedidos para montar uma entrega.',

  // table
  tableLabel: 'Pedidos montados',
  colSelect: 'Selecionar',
  colClient: 'Cliente',
  colPhone: 'Telefone',
  colItems: 'Itens',
  colValue: 'Valor',
  colStatus: 'Status',
  colActions: 'Ações',
  selectOrder: (client: string) => `Selecionar o pedido de ${client}`,
  withoutPhone: 'Sem telefone',
  noItems: 'Sem itens',
  editOrder: 'Editar pedido',
  deleteOrder: 'Deletar pedido',
  orderActions: (client: string) => `Ações do pedido de ${client}`,
  distanceKm: (km: string) => `${km} km`,
  selectedCounter: (selected: number, max: number) => `${selected}/${max} pedidos selecionados`,
  limitReached: (max: number) => (max === 1 ? 'No modo reversa a entrega tem apenas 1 pedido.' : `Uma entrega tem no máximo ${max} pedidos.`),
  itemsTotalLimit: 'O valor da soma dos itens não pode ultrapassar R$1500,00',
  orderError: 'Este pedido não pôde ser criado. Clique para copiar o erro.',
  errorCopied: 'Erro copiado com sucesso!',
  // staged offline, waiting for the server (docs/decisions.md D13)
  pendingOffline: {
    address: 'Aguardando conexão para buscar o endereço',
    locate: 'Aguardando conexão para localizar o endereço',
    quote: 'Aguardando conexão para calcular o valor da entrega',
  },
  pendingOnline: {
    address: 'Endereço a confirmar: edite o pedido e escolha o endereço na lista',
    locate: 'Localizando o endereço…',
    quote: 'Calculando o valor da entrega…',
    review: 'Revise o pedido: ele foi recusado ao ser conferido',
  },
  pendingNotSelectable: 'Este pedido ainda não pode entrar em uma entrega: ',
  errorNotCopied: 'Não foi possível copiar o erro. Selecione o texto e copie manualmente.',

  // delete
  deleteTitle: 'Deletar pedido',
  deleteBody: (client: string) => `Deseja deletar o pedido de ${client}? Essa ação não pode ser desfeita.`,
  deleteConfirm: 'Deletar',
  cancel: 'Cancelar',
  orderDeleted: 'Pedido deletado!',

  // summary
  summaryTitle: 'Resumo da entrega',
  summaryOrders: 'Pedidos selecionados',
  summaryDeliveries: 'Valor das entregas',
  summaryDeliveryTax: 'Taxa de entrega',
  summaryFlagTax: (flag: string) => `Taxa de alta demanda (${flag})`,
  summaryFlagFallback: 'Alta demanda',
  summaryItems: 'Valor dos itens',
  summaryTotal: 'Total da entrega',
  selectHint: 'Selecione os pedidos que farão parte da entrega.',
  returnLabel: 'Com retorno',
  returnHint: 'O entregador volta à loja depois da entrega.',
  returnForcedOn: 'Pedidos em cartão ou com troco exigem o retorno do entregador.',
  returnForcedOff: 'Um dos pedidos não tem cotação com retorno: a entrega segue sem retorno.',
  returnConflict: 'Um pedido em cartão ou com troco exige o retorno, mas outro pedido não tem cotação com retorno. Crie-os em entregas separadas.',
  reverseLabel: 'Reversa',
  reverseHint: 'O entregador busca no cliente e traz para a loja (1 pedido).',
  reverseNeedsOne: 'A entrega reversa tem apenas 1 pedido.',
  reverseExcludesReturn: 'A entrega reversa não pode ter retorno.',
  postpaidNote: 'Conta pós-paga: a entrega é cobrada na fatura.',

  // courier (fleet)
  courierTitle: 'Entregador',
  courierNone: 'Sem entregador escolhido: a entrega segue para a sua frota.',
  courierChosen: (name: string) => `Entregador escolhido: ${name}`,
  courierChoose: 'Localizar entregador',
  courierChange: 'Trocar entregador',
  courierRemove: 'Remover entregador',

  // create
  createDelivery: 'Criar entrega',
  /** The button says what it spends: 'Criar entrega · R$ 32,66'. */
  createDeliveryOf: (amount: string) => `Criar entrega · ${amount}`,
  /** The bar at the bottom of a phone's or a tablet's screen: 'N pedidos · R$ total'. */
  barOrders: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
  barNothing: 'Nenhum pedido selecionado',
  barLabel: 'Entrega selecionada',
  /** Shown under 'Criar entrega' to a profile without order.create (the server refuses the call: docs/decisions.md). */
  noCreatePermission: 'Seu perfil não tem permissão para criar entregas. Peça ao administrador a permissão "Criar pedidos".',
  noBalanceToAdd: 'Saldo insuficiente para adicionar o pedido!',
  noCredit: 'Para montar essa entrega, é necessário efetuar uma recarga.',
  recharge: 'Efetuar recarga',
  orderFailed: (n: number) => `Erro ao criar pedido ${n}`,
  validationTooFar: 'Não foi possível criar/editar o pedido pois a distância do pedido ultrapassa a distância máxima permitida!',
  validationNoCredit: 'Créditos insuficientes para criar/editar o pedido, realize uma recarga para prosseguir!',
  validationGeneric: 'Não foi possível criar/editar o pedido!',
  validationDefault: 'O pedido não pode ser criado! Tente novamente.',
  created: 'Pedido criado com sucesso!',
  createdMany: 'Pedidos criados com sucesso!',
  createFailed: 'Erro ao criar pedido!',
  seeOrders: 'Ver pedidos',

  // staged-delivery section (/pages/orders)
  sectionTitle: 'Entrega em montagem',
  sectionCount: (n: number) => (n === 1 ? '1 pedido montado' : `${n} pedidos montados`),
  sectionSelected: (n: number) => (n === 1 ? '1 selecionado para a entrega' : `${n} selecionados para a entrega`),
  sectionLink: 'Continuar montagem',
  sectionMore: (n: number) => (n === 1 ? 'e mais 1 pedido' : `e mais ${n} pedidos`),
  // a create whose answer never came (time-out): never reported as failed, confirmed with the server
  ...lostCreateMessages,
};

/** Payment types of the new order form (§9). */
export const paymentTypeLabels = {
  CARD: 'Cartão de Crédito / Débito',
  DIN: 'Dinheiro',
  ONLINE: 'Pagamento Online',
} as const;
