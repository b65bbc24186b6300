import type { components } from 'shared/contract-types/common';

/**
 * In-memory domain model of the sandbox. What the contract describes is its type (shared/contract/common.yaml,
 * generated into shared/src/api/generated/common.ts), so that handlers mostly serialise these objects as they are;
 * a record adds only what the API never returns.
 */

type Schemas = components['schemas'];

export type LatLng = Schemas['LatLng'];
export type SearchType = Schemas['SearchType'];
export type BusinessType = Schemas['SessionUser']['type'];
export type BusinessAddress = Schemas['BusinessAddress'];

/** The wire Business without what businesses/{uuid} derives (name, plan_name), always with what it answers on request. */
export type Business = Omit<Schemas['Business'], 'name' | 'plan_name'> &
  Required<Pick<Schemas['Business'], 'need_approve_orders' | 'franchise_id' | 'box_api_token' | 'order_hub_token'>> & {
    type: BusinessType;
    configurations: Schemas['Configurations'];
    /** Max distance (km) of a delivery from the store: the operating radius. */
    operating_radius_km: number;
  };

/** Internal: the franchise's stores (the API shows them as FranchiseStore). */
export interface Franchise {
  id: number;
  name: string;
  store_uuids: string[];
}

export type Permission = Schemas['Permission'];

/** The role's summary plus its store and permissions, kept as ids (the API answers them as objects). */
export type Role = Schemas['RoleSummary'] & {
  business_uuid: string;
  permission_ids: number[];
};

/** The wire BusinessUser with its roles kept as ids, plus what is never returned as such. */
export type BusinessUser = Omit<Schemas['BusinessUser'], 'uuid' | 'roles'> & {
  uuid: string;
  business_uuid: string;
  /** Plain text: this is a sandbox with demo accounts only. Never logged, never returned. */
  password: string;
  role_ids: number[];
  /** Franchise main user: sees and switches the franchise's stores. */
  main: boolean;
  franchise_id: number | null;
  phone: string;
  photo: string | null;
};

export type DeliveryStatusCode = Schemas['DeliveryStatusCode'];
export type StatusRef = Schemas['StatusRef'];
export type Delivery = Schemas['Delivery'];
export type OrderAddress = Schemas['OrderAddress'];
export type OrderItem = Schemas['OrderItem'];
export type OrderPayment = Schemas['OrderPayment'];
export type Order = Schemas['Order'];

export type FleetStatus = Schemas['CourierFleet']['status'];

/**
 * A courier as the sandbox keeps them: the wire Courier without what one store's view adds (masked, editable,
 * distance), with the personal data that view may hide always known, plus who registered them. `fleets` holds one
 * membership per business that invited the courier (a store's view shows only its own).
 */
export type Courier = Omit<Schemas['Courier'], 'masked' | 'editable' | 'distance_in_kilometers'> &
  Required<Pick<Schemas['Courier'], 'id' | 'lat' | 'lng' | 'address'>> & {
    /**
     * The business that registered the courier's data (the courier wizard's new courier), or null for a courier who
     * signed up on their own. Only that business may change it; the others see it once the courier accepts.
     */
    registered_by: string | null;
  };

export type Banner = Schemas['Banner'];
export type StatementLine = Schemas['StatementLine'];
