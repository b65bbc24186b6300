import type { Banner, Business } from '../model';

/** The home's banners of a store; the reverse-logistics one only where the store has that permission. */
export function bannersFor(business: Business): Banner[] {
  const banners: Banner[] = [
    {
      id: 1,
      title: 'Frota Box: mais de 10 mil entregadores',
      description: 'Ative a Frota Box e tenha entregadores disponíveis em toda a cidade, a R$ 0,80 por entrega.',
      bgcolor: '#1f3c88',
      image: null,
      link: { href: '/pages/settings', target: '_self', text: 'Conhecer os planos' },
    },
    {
      id: 2,
      title: 'Recarga por Pix na hora',
      description: 'Seus créditos ficam disponíveis em segundos, sem taxa.',
      bgcolor: '#0f7b6c',
      image: null,
      link: { href: '/pages/wallet', target: '_self', text: 'Adicionar crédito' },
    },
    {
      id: 3,
      title: 'Horário de pico: das 19h às 22h',
      description: 'Monte suas entregas com antecedência e evite a taxa de alta demanda.',
      bgcolor: '#b5492b',
      image: null,
      link: null,
    },
    {
      id: 4,
      title: 'Central de ajuda',
      description: 'Dúvidas sobre entregas, cobranças ou entregadores? Fale com a gente.',
      bgcolor: '#6b3fa0',
      image: null,
      link: { href: 'https://ajuda.exemplo.com.br', target: '_blank', text: 'Acessar a central' },
    },
  ];
  if (business.reverse_logistic_permission === '1') {
    banners.push({
      id: 5,
      title: 'Novidade: logística reversa',
      description: 'Agora o entregador pode buscar um produto com o seu cliente e trazer para a loja.',
      bgcolor: '#005f73',
      image: null,
      link: { href: '/pages/delivery', target: '_self', text: 'Montar entrega' },
    });
  }
  return banners;
}
