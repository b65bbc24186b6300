import type { Banner, Business, BusinessUser, Courier, DeliveryStatusCode, FleetStatus, Order, Permission, Role } from './model';
import { trackingUrl, type Sandbox } from './sandbox';
import { Random, round2 } from './random';
import { avatar, makeCnpj, makeCpf, makeMobile } from './documents';
import { deliveryPrice, formatHubDate, formatOrderAddress } from './orders';
import { ORDER_PROCESSING, ORDER_WAITING_APPROVAL, statusRef } from './statuses';
import { CATEGORY } from './wallet';
import { COMPLEMENTS, FIRST_NAMES, LAST_NAMES, MARKETPLACES, MENUS, OBSERVATIONS, PAYMENTS, VEHICLES } from '../data/people';
import { SAO_PAULO_STREETS, distanceKm, type Street } from '../data/streets';

export const DEMO_PASSWORD = 'Senha@123';

export const DEMO_ACCOUNTS = {
  loja: 'loja@exemplo.com.br',
  frota: 'frota@exemplo.com.br',
  franquia: 'franquia@exemplo.com.br',
  pospago: 'pospago@exemplo.com.br',
  semcriacao: 'semcriacao@exemplo.com.br',
} as const;

export const PERMISSIONS: readonly Omit<Permission, 'id'>[] = [
  { name: 'order.show', display_name: 'Ver pedidos', description: 'Visualizar pedidos e histórico' },
  { name: 'order.create', display_name: 'Criar pedidos', description: 'Montar entregas' },
  { name: 'order.cancel', display_name: 'Cancelar pedidos', description: 'Cancelar pedidos em andamento' },
  { name: 'order.finish', display_name: 'Finalizar pedidos', description: 'Finalizar entregas' },
  { name: 'courier.show', display_name: 'Ver entregadores', description: 'Visualizar a frota' },
  { name: 'courier.create', display_name: 'Adicionar entregadores', description: 'Convidar entregadores para a frota' },
  { name: 'courier.edit', display_name: 'Editar entregadores', description: 'Editar dados dos entregadores' },
  { name: 'courier.delete', display_name: 'Remover entregadores', description: 'Remover entregadores da frota' },
  { name: 'profile.show', display_name: 'Ver perfis', description: 'Visualizar perfis de acesso' },
  { name: 'profile.create', display_name: 'Criar perfis', description: 'Criar perfis de acesso' },
  { name: 'profile.edit', display_name: 'Editar perfis', description: 'Editar e ativar/desativar perfis' },
  { name: 'role.show', display_name: 'Ver tipos de permissão', description: 'Visualizar tipos de permissão' },
  { name: 'role.create', display_name: 'Criar tipos de permissão', description: 'Criar tipos de permissão' },
  { name: 'role.edit', display_name: 'Editar tipos de permissão', description: 'Editar tipos de permissão' },
  { name: 'role.delete', display_name: 'Excluir tipos de permissão', description: 'Excluir tipos de permissão' },
  { name: 'wallet.show', display_name: 'Ver financeiro', description: 'Visualizar saldo e extrato' },
  { name: 'wallet.credit', display_name: 'Adicionar crédito', description: 'Recarregar a carteira' },
  { name: 'business.show', display_name: 'Ver perfil da loja', description: 'Visualizar dados da loja' },
  { name: 'business.edit', display_name: 'Editar perfil da loja', description: 'Editar dados da loja' },
  { name: 'plan.edit', display_name: 'Trocar plano de frota', description: 'Alternar entre Frota Própria e Frota Box' },
];

const ALL_FLAGS_ON = {
  'order-finish-enable': '1',
  'enable-courier-research': '1',
  'order-cancel-enabled': '1',
  'manual-create-order-disabled': '0',
};

type Menu = keyof typeof MENUS;

interface StoreSpec {
  key: string;
  fantasy: string;
  company: string;
  menu: Menu;
  street: string;
  number: string;
  complement: string | null;
  balance: number;
  postpaid?: boolean;
  search_type?: 'DEFAULT_NEW' | 'FLEET';
  reverse?: '0' | '1';
  type?: Business['type'];
  configurations?: Record<string, string>;
  need_approve_orders?: boolean;
  plan_id?: '1' | '2';
  domain: string;
}

interface AccountSpec {
  email: string;
  name: string;
  social_name: string | null;
  stores: StoreSpec[];
  franchise?: { id: number; name: string };
}

const ACCOUNTS: AccountSpec[] = [
  {
    email: DEMO_ACCOUNTS.loja,
    name: 'Marcos Antônio Ferreira',
    social_name: null,
    stores: [
      {
        key: 'loja',
        fantasy: 'Pizzaria Bella Napoli',
        company: 'Bella Napoli Pizzaria e Restaurante Ltda',
        menu: 'pizza',
        street: 'sp-augusta',
        number: '1508',
        complement: null,
        balance: 250,
        reverse: '1',
        configurations: { ...ALL_FLAGS_ON },
        plan_id: '2',
        domain: 'bellanapoli.com.br',
      },
    ],
  },
  {
    email: DEMO_ACCOUNTS.frota,
    name: 'Juliana Costa Ribeiro',
    social_name: 'Juju Ribeiro',
    stores: [
      {
        key: 'frota',
        fantasy: 'Burger do Bairro',
        company: 'Burger do Bairro Lanchonete Ltda',
        menu: 'burger',
        street: 'sp-teodoro',
        number: '744',
        complement: 'Loja 2',
        balance: 10,
        search_type: 'FLEET',
        type: 'fleet',
        reverse: '1',
        configurations: { ...ALL_FLAGS_ON },
        domain: 'burgerdobairro.com.br',
      },
    ],
  },
  {
    email: DEMO_ACCOUNTS.franquia,
    name: 'Rafael Takeshi Nakamura',
    social_name: null,
    franchise: { id: 7, name: 'Sushi Kaizen' },
    stores: [
      {
        key: 'franquia-1',
        fantasy: 'Sushi Kaizen Paulista',
        company: 'Kaizen Paulista Restaurante Japonês Ltda',
        menu: 'japanese',
        street: 'sp-paulista',
        number: '2073',
        complement: 'Conjunto Nacional, loja 12',
        balance: 180.5,
        type: 'franchise',
        reverse: '1',
        configurations: { ...ALL_FLAGS_ON },
        domain: 'sushikaizen.com.br',
      },
      {
        key: 'franquia-2',
        fantasy: 'Sushi Kaizen Itaim',
        company: 'Kaizen Itaim Restaurante Japonês Ltda',
        menu: 'japanese',
        street: 'sp-joaquim-floriano',
        number: '466',
        complement: null,
        balance: 0,
        postpaid: true,
        type: 'franchise',
        reverse: '0',
        configurations: { ...ALL_FLAGS_ON },
        plan_id: '2',
        domain: 'sushikaizen.com.br',
      },
      {
        key: 'franquia-3',
        fantasy: 'Sushi Kaizen Moema',
        company: 'Kaizen Moema Restaurante Japonês Ltda',
        menu: 'japanese',
        street: 'sp-ibirapuera',
        number: '2927',
        complement: null,
        balance: 42.8,
        type: 'franchise',
        reverse: '0',
        configurations: { ...ALL_FLAGS_ON },
        domain: 'sushikaizen.com.br',
      },
    ],
  },
  {
    email: DEMO_ACCOUNTS.pospago,
    name: 'Fernanda Lopes Almeida',
    social_name: null,
    stores: [
      {
        key: 'pospago',
        fantasy: 'Padaria Pão Dourado',
        company: 'Pão Dourado Panificadora Ltda',
        menu: 'bakery',
        street: 'sp-domingos-morais',
        number: '1220',
        complement: null,
        balance: 0,
        postpaid: true,
        need_approve_orders: true,
        reverse: '0',
        configurations: { ...ALL_FLAGS_ON },
        domain: 'paodourado.com.br',
      },
    ],
  },
  {
    email: DEMO_ACCOUNTS.semcriacao,
    name: 'Carlos Eduardo Moreira',
    social_name: null,
    stores: [
      {
        key: 'semcriacao',
        fantasy: 'Farmácia Vida Saudável',
        company: 'Vida Saudável Drogaria Ltda',
        menu: 'pharmacy',
        street: 'sp-higienopolis',
        number: '618',
        complement: null,
        balance: 480,
        reverse: '0',
        configurations: { ...ALL_FLAGS_ON, 'manual-create-order-disabled': '1' },
        domain: 'vidasaudavel.com.br',
      },
    ],
  },
];

const streetById = (id: string): Street => {
  const street = SAO_PAULO_STREETS.find((s) => s.id === id);
  if (!street) throw new Error(`unknown street ${id}`);
  return street;
};

const personName = (random: Random): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;

const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** Fills the sandbox with the D6 accounts. Deterministic for a given `now` (everything is relative to it). */
export function seedSandbox(sandbox: Sandbox): void {
  const now = sandbox.now();
  PERMISSIONS.forEach((p, i) => {
    sandbox.permissions.push({ id: i + 1, ...p });
  });
  seedNetworkCouriers(sandbox, new Random('network-couriers'));

  for (const account of ACCOUNTS) {
    const random = new Random(`account:${account.email}`);
    const stores = account.stores.map((spec) => seedBusiness(sandbox, spec, random, account.franchise?.id ?? null));
    if (account.franchise) {
      sandbox.franchises.set(account.franchise.id, {
        id: account.franchise.id,
        name: account.franchise.name,
        store_uuids: stores.map((s) => s.uuid),
      });
    }
    const home = stores[0];
    const adminRole = sandbox.rolesOf(home.uuid)[0];
    const mainUser: BusinessUser = {
      id: sandbox.nextId('user'),
      uuid: random.uuid(),
      business_uuid: home.uuid,
      name: account.name,
      social_name: account.social_name,
      email: account.email,
      password: DEMO_PASSWORD,
      active: '1',
      role_ids: [adminRole.id],
      main: !!account.franchise,
      franchise_id: account.franchise?.id ?? null,
      phone: makeMobile(random),
      photo: avatar(account.social_name ?? account.name, home.id),
    };
    sandbox.users.set(mainUser.id, mainUser);
    for (const store of stores) {
      const storeRandom = new Random(`store:${store.uuid}`);
      seedStaff(sandbox, store, storeRandom, account.stores.find((s) => s.key && store.fantasy_name === s.fantasy)!.domain);
      seedOrdersAndWallet(sandbox, store, storeRandom, now, account.stores.find((s) => store.fantasy_name === s.fantasy)!);
      sandbox.banners.set(store.uuid, bannersFor(store));
    }
  }
}

function seedBusiness(sandbox: Sandbox, spec: StoreSpec, random: Random, franchiseId: number | null): Business {
  const street = streetById(spec.street);
  const id = sandbox.nextId('business');
  const business: Business = {
    id,
    uuid: random.uuid(),
    company_name: spec.company,
    fantasy_name: spec.fantasy,
    cnpj: makeCnpj(random),
    phone: `5511${random.int(2, 5)}${random.digits(7)}`,
    email: `contato@${spec.key.startsWith('franquia') ? `${spec.key.replace('franquia-', 'loja')}.` : ''}${spec.domain}`,
    photo: avatar(spec.fantasy, id),
    plan_id: spec.plan_id ?? '1',
    address: {
      address: street.street,
      neighborhood: street.neighborhood,
      number: spec.number,
      complement: spec.complement,
      city: street.city,
      state: street.state,
      zipcode: street.zipCode.replace('-', ''),
      lat: street.lat,
      lng: street.lng,
    },
    postpaid: !!spec.postpaid,
    search_type: spec.search_type ?? 'DEFAULT_NEW',
    reverse_logistic_permission: spec.reverse ?? '0',
    type: spec.type ?? 'shop',
    configurations: { ...(spec.configurations ?? ALL_FLAGS_ON) },
    need_approve_orders: !!spec.need_approve_orders,
    franchise_id: franchiseId,
    box_api_token: `box_${random.alphanumeric(40)}`,
    order_hub_token: `ohb_${random.alphanumeric(40)}`,
    operating_radius_km: 15,
  };
  sandbox.addBusiness(business);
  const allIds = sandbox.permissions.map((p) => p.id);
  const idsOf = (...names: string[]) => sandbox.permissions.filter((p) => names.some((n) => p.name.startsWith(n))).map((p) => p.id);
  const roles: Omit<Role, 'id' | 'uuid' | 'business_uuid'>[] = [
    { name: 'administrador', display_name: 'Administrador', permission_ids: allIds },
    { name: 'atendente', display_name: 'Atendente', permission_ids: idsOf('order.', 'courier.show', 'business.show') },
    { name: 'financeiro', display_name: 'Financeiro', permission_ids: idsOf('wallet.', 'order.show', 'business.show') },
  ];
  for (const role of roles) {
    const roleId = sandbox.nextId('role');
    sandbox.roles.set(roleId, { ...role, id: roleId, uuid: random.uuid(), business_uuid: business.uuid });
  }
  if (business.search_type === 'FLEET') seedFleet(sandbox, business, new Random(`fleet:${business.uuid}`));
  return business;
}

function seedStaff(sandbox: Sandbox, business: Business, random: Random, domain: string): void {
  const roles = sandbox.rolesOf(business.uuid);
  const staff: [string, '0' | '1', number][] = [
    [personName(random), '1', 1],
    [personName(random), '1', 2],
    [personName(random), '1', 1],
    [personName(random), '0', 1],
    [personName(random), '0', 2],
  ];
  for (const [name, active, roleIndex] of staff) {
    const user: BusinessUser = {
      id: sandbox.nextId('user'),
      uuid: random.uuid(),
      business_uuid: business.uuid,
      name,
      social_name: random.chance(0.3) ? name.split(' ')[0] : null,
      email: `${slug(name)}.${random.int(1, 99)}@${domain}`,
      password: DEMO_PASSWORD,
      active,
      role_ids: [roles[roleIndex].id],
      main: false,
      franchise_id: null,
      phone: makeMobile(random),
      photo: null,
    };
    sandbox.users.set(user.id, user);
  }
}

function makeCourier(sandbox: Sandbox, random: Random, near: { lat: number; lng: number }, spread: number): Courier {
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const vehicle = random.weighted<(typeof VEHICLES)[number]>([
    [VEHICLES[0], 7],
    [VEHICLES[1], 1],
    [VEHICLES[2], 2],
  ] as const);
  const street = random.pick(SAO_PAULO_STREETS);
  const id = sandbox.nextId('courier');
  return {
    id,
    uuid: random.uuid(),
    name,
    cpf: makeCpf(random),
    email: `${slug(name)}${random.int(1, 999)}@email.com.br`,
    phone: makeMobile(random),
    photo: avatar(name, id),
    vehicle_type: { id: vehicle.id, name: vehicle.name },
    working: false,
    in_delivery: false,
    lat: round6(near.lat + random.float(-spread, spread)),
    lng: round6(near.lng + random.float(-spread, spread)),
    address: {
      address: street.street,
      number: String(random.int(10, 2500)),
      complement: null,
      neighborhood: street.neighborhood,
      city: street.city,
      state: street.state,
      zipcode: street.zipCode.replace('-', ''),
    },
    fleets: [],
    registered_by: null,
  };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Couriers of the box network, spread over the central area of São Paulo. */
function seedNetworkCouriers(sandbox: Sandbox, random: Random): void {
  for (let i = 0; i < 60; i += 1) {
    const center = random.pick(SAO_PAULO_STREETS);
    const courier = makeCourier(sandbox, random, center, 0.01);
    courier.working = random.chance(0.8);
    sandbox.couriers.set(courier.uuid, courier);
  }
}

/**
 * At least 25 couriers in every invite status (1–5), 40 accepted, some working or in delivery. Two in three were
 * registered by the store; the third signed up on their own and joined by invite, so the demo shows an invite
 * masked until the courier accepts, and couriers whose data the store cannot change.
 */
function seedFleet(sandbox: Sandbox, business: Business, random: Random): void {
  const counts: Record<FleetStatus, number> = { 1: 25, 2: 40, 3: 25, 4: 25, 5: 25 };
  const now = sandbox.now();
  for (const status of [1, 2, 3, 4, 5] as FleetStatus[]) {
    for (let i = 0; i < counts[status]; i += 1) {
      const courier = makeCourier(sandbox, random, business.address, 0.03);
      if (status === 2) {
        courier.working = i < 18;
        courier.in_delivery = i < 8;
      }
      courier.registered_by = i % 3 === 2 ? null : business.uuid;
      courier.fleets.push({
        uuid: random.uuid(),
        status,
        business_uuid: business.uuid,
        updated_at: new Date(now.getTime() - random.int(1, 60 * 24 * 40) * 60_000).toISOString(),
      });
      sandbox.couriers.set(courier.uuid, courier);
    }
  }
}

function bannersFor(business: Business): Banner[] {
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

// ---------------------------------------------------------------------------------------------------
// Orders and wallet
// ---------------------------------------------------------------------------------------------------

const LIVE_PLAN: readonly (DeliveryStatusCode | 'PROCESSING')[] = [
  'PROCESSING', 'PROCESSING', 'PROCESSING',
  'ALLOCATING', 'ALLOCATING', 'ALLOCATING', 'ALLOCATING', 'ALLOCATING',
  'GOING_TO_ORIGIN', 'GOING_TO_ORIGIN', 'GOING_TO_ORIGIN', 'GOING_TO_ORIGIN',
  'ARRIVED_AT_ORIGIN', 'ARRIVED_AT_ORIGIN', 'ARRIVED_AT_ORIGIN',
  'GOING_TO_DESTINATION', 'GOING_TO_DESTINATION', 'GOING_TO_DESTINATION', 'GOING_TO_DESTINATION',
  'ARRIVED_AT_DESTINATION', 'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN', 'RETURNING_TO_ORIGIN',
  'RETURNED_TO_ORIGIN',
];

const FLOW: readonly DeliveryStatusCode[] = [
  'ALLOCATING', 'GOING_TO_ORIGIN', 'ARRIVED_AT_ORIGIN', 'GOING_TO_DESTINATION', 'ARRIVED_AT_DESTINATION',
  'RETURNING_TO_ORIGIN', 'RETURNED_TO_ORIGIN',
];

/** Builds a realistic order of `business` created at `at`, its delivery in `code` (or none). */
export function buildOrder(
  sandbox: Sandbox,
  business: Business,
  random: Random,
  at: Date,
  code: DeliveryStatusCode | 'PROCESSING' | 'TO_APPROVE',
  options: { provider?: 'box' | 'cargo' | 'fleet'; withReturn?: boolean; revision?: boolean; menu?: Menu } = {},
): Order {
  const store = sandbox.orders(business.uuid);
  const nearby = SAO_PAULO_STREETS.filter((s) => distanceKm(s, business.address) < 7);
  const street = random.pick(nearby.length >= 5 ? nearby : SAO_PAULO_STREETS);
  const number = String(random.int(12, 2800));
  const lat = round6(street.lat + random.float(-0.002, 0.002));
  const lng = round6(street.lng + random.float(-0.002, 0.002));
  const menu = MENUS[options.menu ?? menuOf(business)];
  const itemCount = random.int(1, 4);
  const items = Array.from({ length: itemCount }, (_, i) => {
    const item = random.pick(menu);
    return { name: item.name, price: item.price, quantity: random.weighted<number>([[1, 6], [2, 3], [3, 1]]), external_id: `SKU-${1000 + menu.indexOf(item)}-${i}` };
  });
  const total = round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const payment = random.weighted<(typeof PAYMENTS)[number]>([[PAYMENTS[0], 5], [PAYMENTS[1], 2], [PAYMENTS[2], 4]] as const);
  const withReturn =
    options.withReturn ?? (code === 'RETURNING_TO_ORIGIN' || code === 'RETURNED_TO_ORIGIN' || payment.code === 'CARD' || (payment.code === 'DIN' && random.chance(0.5)));
  const marketplace = random.weighted<(typeof MARKETPLACES)[number]>([[MARKETPLACES[0], 5], [MARKETPLACES[1], 2], [MARKETPLACES[2], 1], [MARKETPLACES[3], 1], [MARKETPLACES[4], 3]] as const);
  const external = `${marketplace.id.slice(0, 2)}${random.digits(10)}`;
  const customerName = personName(random);
  const complement = random.pick(COMPLEMENTS);
  const iso = at.toISOString();
  const order: Order = {
    uuid: random.uuid(),
    delivery_uuid: null,
    box_id: null,
    merchant_id: business.uuid,
    created_at: { date: formatHubDate(at), timezone_type: 3, timezone: 'UTC' },
    marketplace_name: marketplace.name,
    marketplace_id: marketplace.id,
    external_reference: external,
    short_external_reference: external.slice(-4),
    customer: { name: customerName, document: random.chance(0.4) ? makeCpf(random) : null, phone: makeMobile(random) },
    address: {
      street_name: street.street,
      street_number: number,
      neighborhood: street.neighborhood,
      city: street.city,
      state: street.state,
      country: 'BR',
      postal_code: street.zipCode.replace('-', ''),
      complement,
      lat,
      lng,
      formatted: formatOrderAddress(street.street, number, street.neighborhood, street.city, street.state, street.zipCode),
    },
    complement,
    origin: { name: business.fantasy_name },
    items,
    payments: [{ name: payment.name, code: payment.code, change_for: payment.code === 'DIN' ? Math.ceil((total + 1) / 50) * 50 : null }],
    final_total_price: total,
    observations: random.pick(OBSERVATIONS),
    delivery_mode: business.reverse_logistic_permission === '1' && random.chance(0.05) ? 'REVERSE' : 'DELIVERY',
    with_return: withReturn,
    courier_must_return: withReturn,
    order_created_at: iso,
    preparation_start: iso,
    delivery_at: new Date(at.getTime() + random.int(30, 55) * 60_000).toISOString(),
    status: code === 'TO_APPROVE' ? { ...ORDER_WAITING_APPROVAL } : { ...ORDER_PROCESSING },
    status_history: [{ new_status: code === 'TO_APPROVE' ? 'TO_APPROVE' : 'PROCESSING', datetime: iso }],
    delivery: null,
    to_approve: code === 'TO_APPROVE',
    cancel_reason: null,
  };
  if (code === 'TO_APPROVE' || code === 'PROCESSING') return order;

  const distance = round2(distanceKm(business.address, order.address) * 1.25);
  const deliveryId = random.uuid();
  const provider = options.provider ?? (business.search_type === 'FLEET' ? 'fleet' : 'box');
  order.delivery = {
    id: deliveryId,
    short_id: deliveryId.slice(0, 8).toUpperCase(),
    status: statusRef('ALLOCATING'),
    courier_id: null,
    courier_name: null,
    courier_phone: null,
    trip_distance: distance,
    estimated_price: deliveryPrice(distance, withReturn),
    track_url: null,
    provider: { id: provider },
    order_revision_id: options.revision ? random.int(100, 999) : null,
    debt_removed: false,
    dispatched_at: new Date(at.getTime() + 60_000).toISOString(),
    finished_at: null,
  };
  order.delivery_uuid = deliveryId;
  order.box_id = store.nextBoxIdValue();
  // Walk the flow up to the target status, a few minutes a step.
  const path: DeliveryStatusCode[] = [];
  if (code === 'CANCELLED') path.push('ALLOCATING', ...(random.chance(0.5) ? (['GOING_TO_ORIGIN'] as const) : []), 'CANCELLED');
  else if (code === 'COURIER_NOT_DELIVERED') path.push(...FLOW.slice(0, 5), 'COURIER_NOT_DELIVERED');
  else if (code === 'COMPLETED' || code === 'COURIER_DELIVERED') path.push(...FLOW.slice(0, withReturn ? 7 : 5), code);
  else path.push(...FLOW.slice(0, FLOW.indexOf(code) + 1));
  let t = at.getTime() + 60_000;
  for (const step of path) {
    t += random.int(2, 9) * 60_000;
    const when = new Date(Math.min(t, sandbox.now().getTime() - 30_000));
    order.delivery.status = statusRef(step);
    order.status = statusRef(step);
    order.status_history.push({ new_status: step, datetime: when.toISOString() });
    if (step === 'GOING_TO_ORIGIN' && !order.delivery.courier_id) {
      const courier = sandbox.pickCourier(business);
      if (courier) {
        order.delivery.courier_id = courier.uuid;
        order.delivery.courier_name = courier.name;
        order.delivery.courier_phone = courier.phone;
        order.delivery.track_url = trackingUrl(order.delivery.short_id);
      }
    }
    if (step === 'CANCELLED' || step === 'COMPLETED' || step === 'COURIER_DELIVERED' || step === 'COURIER_NOT_DELIVERED') {
      order.delivery.finished_at = when.toISOString();
    }
  }
  if (code === 'CANCELLED') order.cancel_reason = random.pick(['CUSTOMER_GAVE_UP', 'WRONG_ADDRESS', 'COURIER_DELAY', 'OTHER: Cliente pediu para cancelar']);
  return order;
}

export const menuOf = (business: Business): Menu =>
  business.fantasy_name.startsWith('Pizzaria')
    ? 'pizza'
    : business.fantasy_name.startsWith('Burger')
      ? 'burger'
      : business.fantasy_name.startsWith('Sushi')
        ? 'japanese'
        : business.fantasy_name.startsWith('Padaria')
          ? 'bakery'
          : 'pharmacy';

function seedOrdersAndWallet(sandbox: Sandbox, business: Business, random: Random, now: Date, spec: StoreSpec): void {
  const store = sandbox.orders(business.uuid);
  const nowMs = now.getTime();
  const orders: Order[] = [];

  // Live orders: within the last 6 hours, later flow steps a little older.
  LIVE_PLAN.forEach((code, i) => {
    const stepIndex = code === 'PROCESSING' ? 0 : FLOW.indexOf(code) + 1;
    const minutesAgo = Math.min(340, 3 + stepIndex * 9 + random.int(0, 12) + (i % 3) * 25);
    orders.push(buildOrder(sandbox, business, random, new Date(nowMs - minutesAgo * 60_000), code));
  });
  // Orders waiting for approval ('Em preparo') when order approval is on.
  if (business.need_approve_orders) {
    for (let i = 0; i < 8; i += 1) {
      orders.push(buildOrder(sandbox, business, random, new Date(nowMs - random.int(2, 40) * 60_000), 'TO_APPROVE'));
    }
  }
  // History: 52 final orders over the last 10 days (today included).
  const finals: [DeliveryStatusCode, number][] = [
    ['COMPLETED', 24],
    ['COURIER_DELIVERED', 12],
    ['CANCELLED', 10],
    ['COURIER_NOT_DELIVERED', 6],
  ];
  let n = 0;
  for (const [code, count] of finals) {
    for (let i = 0; i < count; i += 1, n += 1) {
      const dayOffset = n % 10;
      const at = new Date(nowMs - dayOffset * 86_400_000 - random.int(7, 11 * 60) * 60_000 - (dayOffset === 0 ? 6 * 3_600_000 : 0));
      const cargo = i % 4 === 1;
      orders.push(buildOrder(sandbox, business, random, at, code, { provider: cargo ? 'cargo' : undefined, revision: cargo && code === 'CANCELLED' && i % 8 === 1 }));
    }
  }
  // Today's closed orders for the 'Encerrados' counter, a bit more recent than 6 hours ago is fine too.
  for (let i = 0; i < 3; i += 1) {
    orders.push(buildOrder(sandbox, business, random, new Date(nowMs - random.int(20, 120) * 60_000), 'COMPLETED'));
  }
  for (const o of orders) store.insert(o);
  seedWallet(sandbox, business, random, orders, spec.balance, now);
}

/**
 * Statement: a debit for every delivery, a refund for every delivery cancelled before a courier took it,
 * and top-ups placed (walking backwards from the final balance) so the running balance never goes negative.
 */
function seedWallet(sandbox: Sandbox, business: Business, random: Random, orders: Order[], finalBalance: number, now: Date): void {
  type Entry = { value: number; description: string; at: Date; category: number; orderUuid: string | null };
  const events: Entry[] = [];
  for (const o of orders) {
    const d = o.delivery;
    if (!d?.dispatched_at) continue;
    events.push({ value: -d.estimated_price, description: `Entrega #${d.short_id} - ${o.customer.name}`, at: new Date(d.dispatched_at), category: CATEGORY.delivery, orderUuid: o.uuid });
    if (d.status.code === 'CANCELLED' && !d.courier_id && d.finished_at) {
      events.push({ value: d.estimated_price, description: `Estorno da entrega #${d.short_id}`, at: new Date(d.finished_at), category: CATEGORY.refund, orderUuid: o.uuid });
    }
  }
  events.sort((a, b) => b.at.getTime() - a.at.getTime());
  const withCredits: Entry[] = [];
  let balance = finalBalance;
  const threshold = () => random.int(120, 320);
  let limit = threshold();
  for (let i = 0; i < events.length; i += 1) {
    const e = events[i];
    withCredits.push(e);
    balance = round2(balance - e.value); // balance before e
    if (balance > limit) {
      const options = [100, 150, 200, 300, 500].filter((v) => v <= balance);
      const amount = options.length ? random.pick(options) : 100;
      const older = events[i + 1]?.at.getTime() ?? e.at.getTime() - 3_600_000;
      const at = new Date(Math.round((older + e.at.getTime()) / 2));
      const method = random.pick(['Pix', 'cartão de crédito', 'boleto']);
      withCredits.push({ value: amount, description: `Recarga via ${method}`, at, category: CATEGORY.credit, orderUuid: null });
      balance = round2(balance - amount);
      limit = threshold();
    }
  }
  // Opening top-up 11 days ago covering what remains.
  if (balance > 0) {
    withCredits.push({ value: balance, description: 'Recarga via Pix', at: new Date(now.getTime() - 11 * 86_400_000), category: CATEGORY.credit, orderUuid: null });
  }
  sandbox.wallet(business.uuid).seed(withCredits, finalBalance);
}
