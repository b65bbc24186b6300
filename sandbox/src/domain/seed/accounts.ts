import type { Business } from '../model';

/**
 * The demo accounts of docs/decisions.md D6 and their stores: who signs in, what each store is (prepaid or
 * postpaid, own fleet, franchise, order approval, feature flags) and the balance its statement ends at.
 */

export const DEMO_PASSWORD = 'Senha@123';

export const DEMO_ACCOUNTS = {
  loja: 'loja@exemplo.com.br',
  frota: 'frota@exemplo.com.br',
  franquia: 'franquia@exemplo.com.br',
  pospago: 'pospago@exemplo.com.br',
  semcriacao: 'semcriacao@exemplo.com.br',
} as const;

export const ALL_FLAGS_ON = {
  'order-finish-enable': '1',
  'enable-courier-research': '1',
  'order-cancel-enabled': '1',
  'manual-create-order-disabled': '0',
};

export interface StoreSpec {
  key: string;
  fantasy: string;
  company: string;
  street: string;
  number: string;
  complement: string | null;
  balance: number;
  postpaid?: boolean;
  search_type?: Business['search_type'];
  reverse?: Business['reverse_logistic_permission'];
  type?: Business['type'];
  configurations?: Business['configurations'];
  need_approve_orders?: boolean;
  plan_id?: Business['plan_id'];
  domain: string;
}

export interface AccountSpec {
  email: string;
  name: string;
  social_name: string | null;
  stores: StoreSpec[];
  franchise?: { id: number; name: string };
}

export const ACCOUNTS: AccountSpec[] = [
  {
    email: DEMO_ACCOUNTS.loja,
    name: 'Marcos Antônio Ferreira',
    social_name: null,
    stores: [
      {
        key: 'loja',
        fantasy: 'Pizzaria Bella Napoli',
        company: 'Bella Napoli Pizzaria e Restaurante Ltda',
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
