/** pt-BR texts of the home dashboard (spec part-1 §2). */
export const homeMessages = {
  greeting: (name: string) => (name ? `Olá, ${name}!` : 'Olá!'),
  subtitle: 'Acompanhe os pedidos de hoje',
  toApprove: 'Em preparo',
  allocating: 'Localizando entregador',
  inDelivery: 'Em entrega',
  closed: 'Encerrados',
  manageDeliveries: 'Gestão de entregas',
  countUnavailable: 'Contagem indisponível',
  mapTitle: 'Entregadores na sua região',
  mapNoKeyTitle: 'Mapa indisponível',
  mapNoKeyBody: 'O mapa não está configurado neste ambiente. Estes são os entregadores perto da sua loja:',
  mapNoCouriers: 'Nenhum entregador por perto no momento.',
  mapStoreMarker: 'Sua loja',
  mapLoadError: 'Não foi possível carregar os entregadores da região.',
  bannersLabel: 'Novidades',
  bannersLoadError: 'Não foi possível carregar as novidades.',
} as const;
