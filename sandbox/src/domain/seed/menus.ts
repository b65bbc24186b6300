/** What the seeded orders hold: each store's menu, the marketplaces and payments, notes and complements. */

export interface MenuItem {
  name: string;
  price: number;
}

export type Menu = 'pizza' | 'burger' | 'japanese' | 'bakery' | 'pharmacy';

export const MENUS: Record<Menu, readonly MenuItem[]> = {
  pizza: [
    { name: 'Pizza Margherita grande', price: 62.9 },
    { name: 'Pizza Calabresa grande', price: 58.9 },
    { name: 'Pizza Quatro Queijos grande', price: 69.9 },
    { name: 'Pizza Portuguesa média', price: 49.9 },
    { name: 'Pizza de Frango com Catupiry média', price: 52.9 },
    { name: 'Refrigerante 2 L', price: 14.0 },
    { name: 'Esfiha de carne', price: 7.5 },
    { name: 'Brotinho de chocolate', price: 29.9 },
  ],
  burger: [
    { name: 'X-Burger artesanal', price: 32.9 },
    { name: 'X-Bacon duplo', price: 41.9 },
    { name: 'Batata frita média', price: 18.9 },
    { name: 'Onion rings', price: 21.5 },
    { name: 'Milk-shake de morango', price: 19.9 },
    { name: 'Refrigerante lata', price: 7.0 },
  ],
  japanese: [
    { name: 'Combinado 20 peças', price: 79.9 },
    { name: 'Temaki de salmão', price: 34.9 },
    { name: 'Hot roll 10 peças', price: 29.9 },
    { name: 'Yakisoba de frango', price: 44.9 },
    { name: 'Guioza 6 unidades', price: 24.9 },
  ],
  bakery: [
    { name: 'Pão francês (10 unidades)', price: 9.5 },
    { name: 'Bolo de cenoura com chocolate', price: 38.0 },
    { name: 'Coxinha de frango', price: 8.5 },
    { name: 'Pão de queijo (6 unidades)', price: 15.0 },
    { name: 'Café com leite grande', price: 9.0 },
  ],
  pharmacy: [
    { name: 'Dipirona 500 mg (10 comprimidos)', price: 12.9 },
    { name: 'Protetor solar FPS 50', price: 64.9 },
    { name: 'Vitamina C efervescente', price: 22.9 },
    { name: 'Escova de dentes', price: 11.5 },
    { name: 'Shampoo 400 ml', price: 27.9 },
  ],
};

export const MARKETPLACES = [
  { name: 'iFood', id: 'IFOOD' },
  { name: 'Rappi', id: 'RAPPI' },
  { name: 'Uber Eats', id: 'UBER_EATS' },
  { name: 'Site próprio', id: 'WEBSITE' },
  { name: 'Portal do Comerciante', id: 'BOX_LOGISTICX' },
] as const;

export const PAYMENTS = [
  { name: 'Cartão de Crédito / Débito', code: 'CARD' },
  { name: 'Dinheiro', code: 'DIN' },
  { name: 'Pagamento Online', code: 'ONLINE' },
] as const;

export const OBSERVATIONS = [
  null,
  null,
  'Interfone quebrado, ligar ao chegar.',
  'Deixar na portaria.',
  'Sem cebola, por favor.',
  'Apartamento no fundo do corredor.',
  'Tocar a campainha duas vezes.',
  null,
] as const;

export const COMPLEMENTS = [null, null, 'Apto 42', 'Casa 2', 'Bloco B, apto 113', 'Fundos', 'Sala 1204', null] as const;
