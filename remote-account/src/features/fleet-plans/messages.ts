/** Every pt-BR text of the fleet plans screen (/pages/settings). */
export const fleetPlansMessages = {
  title: 'Planos de frota',
  subtitle: 'Escolha quem faz as suas entregas. Só um plano fica ativo por vez.',
  price: 'R$ 0,80/entrega',
  activeTag: 'Plano ativo',
  switchButton: 'Trocar de plano',
  confirmTitle: 'Trocar de plano?',
  confirmToFleet: 'Ao ativar a Frota Própria, a Frota Box será desativada: suas entregas passam a ser feitas apenas pelos entregadores da sua frota.',
  confirmToBox: 'Ao ativar a Frota Box, a Frota Própria será desativada: suas entregas passam a ser feitas pelos entregadores parceiros da Box.',
  confirmOk: 'Trocar de plano',
  cancel: 'Cancelar',
  success: 'Plano alterado com sucesso com sucesso!',
  failure: 'Não foi possível alterar o plano! Entre em contato com o Administrador.',
  loadError: 'Ops, não foi possível carregar os dados do comércio',
  loadErrorDetail: 'Mostrando o plano guardado na sua sessão, que pode estar desatualizado.',
  retry: 'Tentar novamente',
  noPermission: 'Somente usuários com permissão para trocar o plano de frota podem alterá-lo.',
  benefitsLabel: 'Benefícios',
};

export interface FleetPlan {
  searchType: 'FLEET' | 'DEFAULT_NEW';
  name: string;
  description: string;
  benefits: string[];
}

export const FLEET_PLANS: FleetPlan[] = [
  {
    searchType: 'FLEET',
    name: 'Frota Própria',
    description: 'Suas entregas feitas pelos seus próprios entregadores.',
    benefits: [
      'Use os entregadores da sua própria frota',
      'Convide, edite e remova entregadores quando quiser',
      'Troque o entregador de um pedido em andamento',
      'Acompanhe cada entrega em tempo real',
    ],
  },
  {
    searchType: 'DEFAULT_NEW',
    name: 'Frota Box',
    description: 'Suas entregas feitas pela rede de entregadores parceiros da Box.',
    benefits: [
      'Mais de 10 mil entregadores parceiros',
      'Sem precisar manter uma frota própria',
      'Entregador localizado automaticamente para cada pedido',
      'Acompanhe cada entrega em tempo real',
    ],
  },
];
