/** The session and orders slices of the stored state (spec part-1 §3). */

export interface Permission {
  id?: number | string;
  name: string;
  display_name?: string;
  description?: string;
}

export interface Role {
  id: number | string;
  uuid?: string;
  display_name: string;
  permissions?: Permission[];
}

/** User configuration flags: 'order-finish-enable', 'enable-courier-research', 'order-cancel-enabled', 'manual-create-order-disabled'. */
export type Configurations = Record<string, string | number | null | undefined>;

export interface SessionUser {
  id: number | string;
  business_uuid: string;
  business_user_id: number | string;
  business_user_name: string;
  business_user_social_name?: string | null;
  company_name?: string;
  fantasy_name?: string;
  email?: string;
  phone?: string;
  photo?: string | null;
  address?: { lat: number; lng: number; [key: string]: unknown };
  postpaid: boolean;
  search_type?: string;
  reverse_logistic_permission?: string;
  type?: string;
  configurations?: Configurations;
  roles?: Role[];
  permissions?: Permission[];
  franchise?: { id: number | string } | null;
  business_user_main?: boolean;
  [key: string]: unknown;
}

export interface FranchiseStore {
  uuid: string;
  name: string;
  postpaid?: boolean;
  box_api_token?: string;
  order_hub_token?: string;
  [key: string]: unknown;
}

export interface SessionState {
  user: SessionUser | null;
  isLogged: boolean;
  isFranchiseAdmin: boolean;
  franchiseStores: FranchiseStore[] | null;
  selectedFranchiseStore: string | null;
  selectedFranchiseStoreUuid: string | null;
}

/** A price quote of the geo/box calculate-value call, per return mode. */
export interface QuoteTax {
  delivery_tax: number;
  tax?: number;
  flag_tax?: number;
  flag_id?: number | string | null;
  flag_name?: string | null;
}
export interface Quote {
  suggested_value: number;
  tax: QuoteTax;
}

export interface DeliveryItem {
  name: string;
  value: number | string;
  qntd: number | string;
}

/** An order staged in the 'Novo pedido' side panel (spec part-1 §3). */
export interface StagedOrder {
  client_name: string;
  phone: string;
  address: {
    lat: number;
    lng: number;
    street: string;
    number: string;
    neighborhood: string;
    city: string;
    state: string;
    country: string;
    zipCode: string;
  };
  complement?: string;
  client_address?: string;
  formatted_address?: string;
  order_payment_type: string;
  change_for?: number | null;
  delivery_items: DeliveryItem[];
  obs?: string;
  items_total_price: number;
  suggested_value?: number;
  tax?: QuoteTax;
  selected?: boolean;
  verifyId?: string;
  distance?: number;
  withReturn?: Quote | null;
  withoutReturn?: Quote | null;
  /** Set when creating the delivery failed for this order: the text the error icon copies. */
  error?: string | null;
  /**
   * The external id the order was last sent under in a create whose answer never came: a new attempt reuses it,
   * so the server creates it at most once (docs/decisions.md, 'Session and HTTP').
   */
  externalId?: string;
  /** Sent, answer lost: 'Em processamento' until the server confirms whether it was created. */
  processing?: boolean;
  /**
   * Staged offline, waiting for what only the server gives (docs/decisions.md D13): 'address' (typed, not yet chosen
   * from the search), 'locate' (a new number to place on the map), 'quote' (the delivery's price), 'review' (the
   * server refused it when the network came back: `error` says why). Absent when the order is complete.
   */
  pending?: 'address' | 'locate' | 'quote' | 'review' | null;
  [key: string]: unknown;
}

/**
 * Whose staged orders are kept after a session ended by expiry: the user and the store they were staged for
 * (docs/decisions.md, 'Sign-out, expiry and staged orders'). Ids as strings, so a number and its text compare equal.
 */
export interface OrdersOwner {
  business_uuid: string;
  business_user_id: string;
  /** The selected franchise store's uuid, or the user's own business uuid. */
  store_uuid: string;
}

export interface OrdersState {
  orders: StagedOrder[];
  currentEditingOrder: (StagedOrder & { index: number }) | null;
  /**
   * Set only while no one is signed in after a session expired: the next sign-in keeps the orders for this owner
   * and removes them for anyone else. Null while signed in (the session says whose they are).
   */
  owner?: OrdersOwner | null;
  /**
   * What was typed in the 'Novo pedido' / 'Editar pedido' panel and not saved yet, by form (kept across a reload, and
   * cleared with the staged orders: sign-out, another store).
   */
  drafts?: Record<string, unknown> | null;
}
