import type { Business, BusinessUser } from '../model';
import type { Sandbox } from '../sandbox';
import { Random } from '../random';
import { avatar, makeCnpj, makeMobile } from '../documents';
import { SAO_PAULO_STREETS, type Street } from '../../data/streets';
import { ALL_FLAGS_ON, type AccountSpec, DEMO_PASSWORD, type StoreSpec } from './accounts';
import { seedFleet } from './couriers';
import { personName, slug } from './people';
import { seedRoles } from './permissions';

/** The stores of an account, with their roles (and fleet), the account's main user and each store's staff. */

const streetById = (id: string): Street => {
  const street = SAO_PAULO_STREETS.find((s) => s.id === id);
  if (!street) throw new Error(`unknown street ${id}`);
  return street;
};

export function seedBusiness(sandbox: Sandbox, spec: StoreSpec, random: Random, franchiseId: number | null): Business {
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
  seedRoles(sandbox, business, random);
  if (business.search_type === 'FLEET') seedFleet(sandbox, business, new Random(`fleet:${business.uuid}`));
  return business;
}

/** The user who signs in with the account's e-mail: an administrator of its first store (the franchise's main user). */
export function seedMainUser(sandbox: Sandbox, account: AccountSpec, stores: Business[], random: Random): void {
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
}

/** Five staff profiles of a store, two of them inactive, as 'Atendente' or 'Financeiro'. */
export function seedStaff(sandbox: Sandbox, business: Business, random: Random, domain: string): void {
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
