import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { Sandbox } from './sandbox';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedSandbox } from './seed';
import { FINAL_STATUSES, isFinal } from './statuses';
import { OUT_OF_RANGE_STREET, SAO_PAULO_STREETS, distanceKm } from '../data/streets';
import { FIXED_NOW } from '../testing/helpers';

const seeded = () => {
  const sandbox = new Sandbox(() => FIXED_NOW);
  seedSandbox(sandbox);
  return sandbox;
};

describe('seed (docs/decisions.md D6)', () => {
  const sandbox = seeded();
  const businessOf = (email: string) => sandbox.business(sandbox.userByEmail(email)!.business_uuid);
  const now = FIXED_NOW.getTime();

  it('has the five demo accounts with the demo password', () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const user = sandbox.userByEmail(email)!;
      expect(user).toBeDefined();
      expect(user.password).toBe(DEMO_PASSWORD);
      expect(user.active).toBe('1');
    }
  });

  it('gives each account its D6 characteristics', () => {
    const loja = businessOf(DEMO_ACCOUNTS.loja);
    expect(loja).toMatchObject({ postpaid: false, search_type: 'DEFAULT_NEW', reverse_logistic_permission: '1' });
    expect(sandbox.wallet(loja.uuid).balance).toBe(250);
    expect(Object.values(loja.configurations)).toEqual(['1', '1', '1', '0']);
    const frota = businessOf(DEMO_ACCOUNTS.frota);
    expect(frota).toMatchObject({ postpaid: false, search_type: 'FLEET' });
    expect(sandbox.wallet(frota.uuid).balance).toBe(10);
    const fleet = sandbox.fleetCouriers(frota.uuid);
    for (const status of [1, 2, 3, 4, 5]) {
      expect(fleet.filter((c) => c.fleets[0].status === status).length).toBeGreaterThanOrEqual(25);
    }
    expect(fleet.some((c) => c.working && c.in_delivery)).toBe(true);
    expect(fleet.every((c) => isValidCPF(c.cpf) && /@/.test(c.email) && /^55\d{11}$/.test(c.phone))).toBe(true);
    const franchiseUser = sandbox.userByEmail(DEMO_ACCOUNTS.franquia)!;
    expect(franchiseUser.main).toBe(true);
    const stores = sandbox.franchises.get(franchiseUser.franchise_id!)!.store_uuids.map((u) => sandbox.business(u));
    expect(stores.map((s) => s.postpaid)).toEqual([false, true, false]);
    expect(new Set(stores.flatMap((s) => [s.box_api_token, s.order_hub_token])).size).toBe(6);
    const pospago = businessOf(DEMO_ACCOUNTS.pospago);
    expect(pospago).toMatchObject({ postpaid: true, need_approve_orders: true });
    expect(
      sandbox
        .orders(pospago.uuid)
        .all()
        .filter((o) => o.to_approve).length,
    ).toBeGreaterThan(0);
    expect(businessOf(DEMO_ACCOUNTS.semcriacao).configurations['manual-create-order-disabled']).toBe('1');
  });

  it('gives every business its data: address, CNPJ, orders, statement, staff, roles, banners', () => {
    expect(sandbox.businesses.size).toBe(7);
    for (const business of sandbox.businesses.values()) {
      expect(isValidCNPJ(business.cnpj)).toBe(true);
      expect(business.phone).toMatch(/^55\d{10,11}$/);
      expect(business.address.city).toBe('São Paulo');
      const orders = sandbox.orders(business.uuid).all();
      const live = orders.filter((o) => !isFinal(o.status.code));
      expect(live.length).toBeGreaterThan(20);
      expect(live.every((o) => now - Date.parse(o.order_created_at) <= 6 * 3_600_000)).toBe(true);
      expect(live.some((o) => o.delivery === null)).toBe(true);
      const history = orders.filter((o) => o.delivery && (FINAL_STATUSES as readonly string[]).includes(o.delivery.status.code));
      expect(history.length).toBeGreaterThan(45);
      const days = new Set(history.map((o) => Math.floor((now - Date.parse(o.order_created_at)) / 86_400_000)));
      expect(days.size).toBeGreaterThanOrEqual(9);
      expect(Math.max(...days)).toBeLessThan(10);
      expect(history.some((o) => o.delivery!.provider.id === 'cargo')).toBe(true);
      expect(
        history.some((o) => o.delivery!.provider.id === 'cargo' && o.delivery!.status.code === 'CANCELLED' && o.delivery!.order_revision_id === null),
      ).toBe(true);
      for (const code of FINAL_STATUSES) expect(history.some((o) => o.delivery!.status.code === code)).toBe(true);
      const wallet = sandbox.wallet(business.uuid);
      const lines = wallet.statement();
      expect(lines.length).toBeGreaterThan(15);
      expect(lines.some((l) => l.value > 0) && lines.some((l) => l.value < 0)).toBe(true);
      expect(lines[0].balance).toBe(wallet.balance);
      const chronological = [...lines].reverse();
      for (let i = 1; i < chronological.length; i += 1) {
        expect(Math.round((chronological[i - 1].balance + chronological[i].value) * 100) / 100).toBe(chronological[i].balance);
      }
      const staff = sandbox.usersOf(business.uuid);
      expect(staff.some((u) => u.active === '1') && staff.some((u) => u.active === '0')).toBe(true);
      expect(sandbox.rolesOf(business.uuid).length).toBeGreaterThanOrEqual(2);
      expect((sandbox.banners.get(business.uuid) ?? []).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the demo users every permission', () => {
    const names = sandbox.permissions.map((p) => p.name);
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      expect(sandbox.permissionsOf(sandbox.userByEmail(email)!).map((p) => p.name)).toEqual(names);
    }
    expect(names).toEqual(expect.arrayContaining(['courier.delete', 'courier.show', 'profile.show', 'profile.edit', 'role.edit', 'wallet.show']));
  });

  it('is deterministic for the same clock', () => {
    const again = seeded();
    const a = [...sandbox.businesses.values()].map((b) => [
      b.uuid,
      b.cnpj,
      sandbox
        .orders(b.uuid)
        .all()
        .map((o) => o.uuid)
        .join(),
    ]);
    const b = [...again.businesses.values()].map((x) => [
      x.uuid,
      x.cnpj,
      again
        .orders(x.uuid)
        .all()
        .map((o) => o.uuid)
        .join(),
    ]);
    expect(b).toEqual(a);
  });

  it('knows 30+ São Paulo streets and one address out of every radius', () => {
    expect(SAO_PAULO_STREETS.length).toBeGreaterThanOrEqual(30);
    expect(SAO_PAULO_STREETS.map((s) => s.street)).toEqual(
      expect.arrayContaining([
        'Avenida Paulista',
        'Rua Augusta',
        'Rua Oscar Freire',
        'Avenida Brigadeiro Faria Lima',
        'Rua da Consolação',
        'Rua Teodoro Sampaio',
      ]),
    );
    for (const business of sandbox.businesses.values()) {
      expect(distanceKm(business.address, OUT_OF_RANGE_STREET)).toBeGreaterThan(business.operating_radius_km);
    }
  });
});
