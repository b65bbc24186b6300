/**
 * In-memory domain model of the sandbox. Field names follow the wire format of the contract
 * (shared/contract/common.yaml) so that handlers mostly serialise these objects as they are.
 */

export type SearchType = 'DEFAULT_NEW' | 'FLEET';
export type BusinessType = 'shop' | 'franchise' | 'fleet';

export interface BusinessAddress {
  address: string;
  neighborhood: string;
  number: string;
  complement: string | null;
  city: string;
  state: string;
  zipcode: string;
  lat: number;
  lng: number;
}

export interface Business {
  id: number;
  uuid: string;
  company_name: string;
  fantasy_name: string;
  cnpj: string;
  phone: string;
  email: string;
  photo: string | null;
  plan_id: '1' | '2';
  address: BusinessAddress;
  postpaid: boolean;
  search_type: SearchType;
  reverse_logistic_permission: '0' | '1';
  type: BusinessType;
  configurations: Record<string, string>;
  need_approve_orders: boolean;
  franchise_id: number | null;
  box_api_token: string;
  order_hub_token: string;
  /** Max distance (km) of a delivery from the store: the operating radius. */
  operating_radius_km: number;
}

export interface Franchise {
  id: number;
  name: string;
  store_uuids: string[];
}

export interface Permission {
  id: number;
  name: string;
  display_name: string;
  description: string;
}

export interface Role {
  id: number;
  uuid: string;
  name: string;
  display_name: string;
  business_uuid: string;
  permission_ids: number[];
}

export interface BusinessUser {
  id: number;
  uuid: string;
  business_uuid: string;
  name: string;
  social_name: string | null;
  email: string;
  /** Plain text: this is a sandbox with demo accounts only. Never logged, never returned. */
  password: string;
  active: '0' | '1';
  role_ids: number[];
  /** Franchise main user: sees and switches the franchise's stores. */
  main: boolean;
  franchise_id: number | null;
  phone: string;
  photo: string | null;
}

export type DeliveryStatusCode =
  | 'ALLOCATING'
  | 'GOING_TO_ORIGIN'
  | 'ARRIVED_AT_ORIGIN'
  | 'GOING_TO_DESTINATION'
  | 'ARRIVED_AT_DESTINATION'
  | 'RETURNING_TO_ORIGIN'
  | 'RETURNED_TO_ORIGIN'
  | 'COMPLETED'
  | 'CANCELLED'
  | 'COURIER_DELIVERED'
  | 'COURIER_NOT_DELIVERED';

export interface StatusRef {
  id: number;
  code: string;
  description: string;
}

export interface Delivery {
  id: string;
  short_id: string;
  status: StatusRef;
  courier_id: string | null;
  courier_name: string | null;
  courier_phone: string | null;
  trip_distance: number;
  estimated_price: number;
  track_url: string | null;
  provider: { id: 'box' | 'cargo' | 'fleet' };
  order_revision_id: number | null;
  debt_removed: boolean;
  dispatched_at: string | null;
  finished_at: string | null;
}

export interface OrderAddress {
  street_name: string;
  street_number: string;
  neighborhood: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  complement: string | null;
  lat: number;
  lng: number;
  formatted: string;
}

export interface OrderItem {
  name: string;
  price: number;
  quantity: number;
  external_id: string | null;
}

export interface OrderPayment {
  name: string;
  code: string;
  change_for: number | null;
}

export interface Order {
  uuid: string;
  delivery_uuid: string | null;
  box_id: number | null;
  merchant_id: string;
  created_at: { date: string; timezone_type: number; timezone: string };
  marketplace_name: string;
  marketplace_id: string;
  external_reference: string;
  short_external_reference: string;
  customer: { name: string; document: string | null; phone: string };
  address: OrderAddress;
  complement: string | null;
  origin: { name: string };
  items: OrderItem[];
  payments: OrderPayment[];
  final_total_price: number;
  observations: string | null;
  delivery_mode: 'DELIVERY' | 'REVERSE';
  with_return: boolean;
  courier_must_return: boolean;
  order_created_at: string;
  preparation_start: string | null;
  delivery_at: string | null;
  status: StatusRef;
  status_history: { new_status: string; datetime: string }[];
  delivery: Delivery | null;
  to_approve: boolean;
  cancel_reason: string | null;
}

export type FleetStatus = 1 | 2 | 3 | 4 | 5;

export interface Courier {
  id: number;
  uuid: string;
  name: string;
  cpf: string;
  email: string;
  phone: string;
  photo: string | null;
  vehicle_type: { id: 1 | 2 | 3; name: string };
  working: boolean;
  in_delivery: boolean;
  lat: number;
  lng: number;
  address: {
    address: string;
    number: string;
    complement: string | null;
    neighborhood: string;
    city: string;
    state: string;
    zipcode: string;
  } | null;
  /** Fleet memberships: one per business that invited the courier. */
  fleets: { uuid: string; status: FleetStatus; business_uuid: string; updated_at: string }[];
  /**
   * The business that registered the courier's data (the courier wizard's new courier), or null for a courier who
   * signed up on their own. Only that business may change it; the others see it once the courier accepts.
   */
  registered_by: string | null;
}

export interface Banner {
  id: number;
  title: string;
  description: string;
  bgcolor: string;
  image: string | null;
  link: { href: string; target: '_blank' | '_self'; text: string } | null;
}

export interface StatementLine {
  id: number;
  created_at: string;
  business_description: string;
  value: number;
  balance: number;
  category_id: number;
  order_uuid: string | null;
}

export interface ExtractCategory {
  id: number;
  name: string;
}
