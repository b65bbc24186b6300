import { randomBytes } from 'node:crypto';
import type { Banner, Business, BusinessUser, Courier, Franchise, Permission, Role } from './model';
import { OrderStore } from './orders';
import { Random } from './random';
import { Wallet } from './wallet';
import { forbidden, notFound } from './errors';
import { distanceKm } from '../data/streets';
import { isExpired, MAX_SESSIONS_PER_USER, type Session, SESSION_SWEEP_EVERY_MS } from './sessions';

export type TokenKind = 'box' | 'order-hub';

/** The tracking page of a delivery, served by the sandbox itself (same origin through the /api proxy). */
export const TRACKING_BASE = '/api/box/v2/tracking';
export const trackingUrl = (shortId: string): string => `${TRACKING_BASE}/${shortId}`;

/**
 * The whole in-memory state of the sandbox: businesses, users, roles, couriers, orders, wallets and
 * sessions. One instance per server; the seed fills it (see seed.ts).
 */
export class Sandbox {
  readonly businesses = new Map<string, Business>();
  readonly users = new Map<number, BusinessUser>();
  readonly franchises = new Map<number, Franchise>();
  readonly permissions: Permission[] = [];
  readonly roles = new Map<number, Role>();
  /** Every courier: the box network ones (no fleet) and fleet members. */
  readonly couriers = new Map<string, Courier>();
  readonly banners = new Map<string, Banner[]>();
  readonly orderStores = new Map<string, OrderStore>();
  readonly wallets = new Map<string, Wallet>();
  readonly sessions = new Map<string, Session>();
  /** Password reset tokens issued by reset-password: token → user id. */
  readonly resetTokens = new Map<string, number>();
  /** Revision requests ('Reportar um problema') with their evidence file's metadata. */
  readonly revisions: {
    id: number;
    order_uuid: string;
    reason: string;
    comment: string | null;
    file: { name: string; mimetype: string; size: number } | null;
    created_at: string;
  }[] = [];
  /** Shared seeded random source for runtime events (simulation, new ids). */
  random: Random;
  private nextIds = { business: 100, user: 1000, role: 10, courier: 5000, revision: 1000 };

  constructor(
    readonly now: () => Date,
    private readonly seed = 'portal-do-comerciante',
  ) {
    this.random = new Random(`${seed}:runtime`);
  }

  /** Forgets everything (sessions included); the caller seeds again. */
  clear(): void {
    for (const map of [
      this.businesses,
      this.users,
      this.franchises,
      this.roles,
      this.couriers,
      this.banners,
      this.orderStores,
      this.wallets,
      this.sessions,
      this.resetTokens,
    ]) {
      (map as Map<unknown, unknown>).clear();
    }
    this.permissions.length = 0;
    this.revisions.length = 0;
    this.random = new Random(`${this.seed}:runtime`);
    this.nextIds = { business: 100, user: 1000, role: 10, courier: 5000, revision: 1000 };
  }

  /** Finds a delivery's order by the delivery's short id, in any store. */
  findByDeliveryShortId(shortId: string) {
    for (const store of this.orderStores.values()) {
      const order = store.all().find((o) => o.delivery?.short_id === shortId);
      if (order) return { order, business: store.business };
    }
    return undefined;
  }

  nextId(kind: keyof Sandbox['nextIds']): number {
    this.nextIds[kind] += 1;
    return this.nextIds[kind];
  }

  // ---- registration (used by the seed and by create handlers) ----

  addBusiness(business: Business): Business {
    this.businesses.set(business.uuid, business);
    const wallet = new Wallet(() => business.postpaid);
    this.wallets.set(business.uuid, wallet);
    this.orderStores.set(
      business.uuid,
      new OrderStore(business, {
        now: this.now,
        wallet,
        random: this.random,
        pickCourier: (b) => this.pickCourier(b),
        trackUrl: (d) => trackingUrl(d.short_id),
      }),
    );
    this.banners.set(business.uuid, []);
    return business;
  }

  // ---- look-ups ----

  business(uuid: string): Business {
    const business = this.businesses.get(uuid);
    if (!business) throw notFound('Comércio não encontrado.');
    return business;
  }

  orders(businessUuid: string): OrderStore {
    const store = this.orderStores.get(businessUuid);
    if (!store) throw notFound('Comércio não encontrado.');
    return store;
  }

  wallet(businessUuid: string): Wallet {
    const wallet = this.wallets.get(businessUuid);
    if (!wallet) throw notFound('Comércio não encontrado.');
    return wallet;
  }

  userByEmail(email: string): BusinessUser | undefined {
    const wanted = email.trim().toLowerCase();
    for (const user of this.users.values()) if (user.email.toLowerCase() === wanted) return user;
    return undefined;
  }

  /** Businesses the user may act on: their own, and every store of their franchise when main user. */
  accessibleBusinesses(user: BusinessUser): Business[] {
    const out = new Map<string, Business>();
    const own = this.businesses.get(user.business_uuid);
    if (own) out.set(own.uuid, own);
    if (user.main && user.franchise_id !== null) {
      for (const uuid of this.franchises.get(user.franchise_id)?.store_uuids ?? []) {
        const store = this.businesses.get(uuid);
        if (store) out.set(uuid, store);
      }
    }
    return [...out.values()];
  }

  canAccess(user: BusinessUser, businessUuid: string): boolean {
    return this.accessibleBusinesses(user).some((b) => b.uuid === businessUuid);
  }

  /** The store of an Authorization token, checked against the user's stores (403 otherwise). */
  businessByToken(user: BusinessUser, token: string, kind: TokenKind): Business {
    const business = this.accessibleBusinesses(user).find((b) => (kind === 'box' ? b.box_api_token : b.order_hub_token) === token);
    if (!business) throw forbidden('Token de loja inválido para este usuário.');
    return business;
  }

  rolesOf(businessUuid: string): Role[] {
    return [...this.roles.values()].filter((r) => r.business_uuid === businessUuid);
  }

  usersOf(businessUuid: string): BusinessUser[] {
    return [...this.users.values()].filter((u) => u.business_uuid === businessUuid);
  }

  permissionsOf(user: BusinessUser): Permission[] {
    const ids = new Set<number>();
    for (const roleId of user.role_ids) for (const id of this.roles.get(roleId)?.permission_ids ?? []) ids.add(id);
    return this.permissions.filter((p) => ids.has(p.id));
  }

  /** Couriers of a business's own fleet (any invite status). */
  fleetCouriers(businessUuid: string): Courier[] {
    return [...this.couriers.values()].filter((c) => c.fleets.some((f) => f.business_uuid === businessUuid));
  }

  /** Couriers of the box network (not in any fleet). */
  networkCouriers(): Courier[] {
    return [...this.couriers.values()].filter((c) => c.fleets.length === 0);
  }

  /** A courier for a delivery leaving ALLOCATING: an accepted fleet courier for FLEET stores, else the network. */
  pickCourier(business: Business): Courier | null {
    const pool =
      business.search_type === 'FLEET'
        ? this.fleetCouriers(business.uuid).filter((c) => c.fleets.some((f) => f.business_uuid === business.uuid && f.status === 2))
        : this.networkCouriers();
    if (!pool.length) return null;
    // Each distance once, not once per comparison: the seed picks a courier for most of its orders.
    const near = pool
      .map((courier) => ({ courier, km: distanceKm(courier, business.address) }))
      .sort((a, b) => a.km - b.km)
      .slice(0, 12)
      .map((c) => c.courier);
    return this.random.pick(near);
  }

  // ---- sessions ----

  private lastSweep = 0;

  createSession(userId: number): Session {
    const now = this.now();
    this.sweepExpiredSessions(now);
    const session: Session = { id: randomBytes(24).toString('base64url'), userId, createdAt: now, lastSeenAt: now };
    this.sessions.set(session.id, session);
    // The user's oldest sessions beyond the limit end (the map keeps insertion order: oldest first).
    const mine = [...this.sessions.values()].filter((s) => s.userId === userId);
    for (const old of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_USER))) this.sessions.delete(old.id);
    return session;
  }

  /** The user of a live session, which this call keeps alive; an expired or unknown one is none. */
  sessionUser(sessionId: string | undefined): BusinessUser | undefined {
    if (!sessionId) return undefined;
    const session = this.sessions.get(sessionId);
    if (!session) return undefined;
    const now = this.now();
    if (isExpired(session, now)) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    const user = this.users.get(session.userId);
    if (user?.active !== '1') return undefined;
    session.lastSeenAt = now;
    return user;
  }

  /** Ends every session of a user but `keep` (a password changed there, a profile deactivated). */
  endSessionsOf(userId: number, keep?: string): void {
    for (const [id, session] of this.sessions) if (session.userId === userId && id !== keep) this.sessions.delete(id);
  }

  private sweepExpiredSessions(now: Date): void {
    if (now.getTime() - this.lastSweep < SESSION_SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    for (const [id, session] of this.sessions) if (isExpired(session, now)) this.sessions.delete(id);
  }
}
